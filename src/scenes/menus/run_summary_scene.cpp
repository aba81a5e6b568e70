// SPDX-License-Identifier: MIT
#include "scenes/menus/run_summary_scene.h"

#include <SDL.h>

#include <algorithm>

#include "render/color.h"
#include "scenes/dungeon/replay_scene.h"

namespace scenes {

namespace {

constexpr int kSummaryMargin = 40;
constexpr int kSummaryTitleY = 20;
constexpr int kFactsTop = 100;
constexpr int kColumnsTop = 210;
constexpr int kColumnGap = 30;
constexpr int kSummaryButtonWidth = 220;
constexpr int kSummaryButtonHeight = 44;
constexpr int kSummaryButtonGap = 20;
constexpr int kButtonsTop = render::kDesignHeight - 96;
constexpr int kHintTop = kButtonsTop + kSummaryButtonHeight + 10;
constexpr int kSectionGap = 12;
constexpr int kChartHeight = 72;
// The columns' widths, in shares of the room: the messages need the most.
constexpr std::array kColumnShares{30, 24, 46};

SDL_Rect summary_button_rect(int index, int count) {
  const int total = count * kSummaryButtonWidth + (count - 1) * kSummaryButtonGap;
  const int left = (render::kDesignWidth - total) / 2;
  return {left + index * (kSummaryButtonWidth + kSummaryButtonGap), kButtonsTop, kSummaryButtonWidth,
          kSummaryButtonHeight};
}

std::vector<SDL_Rect> column_areas() {
  std::vector<SDL_Rect> areas;
  const int room = render::kDesignWidth - 2 * kSummaryMargin - 2 * kColumnGap;
  int x = kSummaryMargin;
  for (const int share : kColumnShares) {
    const int width = room * share / 100;
    areas.push_back({x, kColumnsTop, width, kButtonsTop - kSectionGap - kColumnsTop});
    x += width + kColumnGap;
  }
  return areas;
}

}  // namespace

RunSummaryScene::RunSummaryScene(SceneContext context, const std::string& summary_text,
                                 std::optional<game::Replay> replay)
    : context_(std::move(context)),
      parts_(summary_columns(summary_sections(summary_text))),
      replay_(std::move(replay)),
      continue_{summary_button_rect(replay_ ? 1 : 0, replay_ ? 2 : 1), "Continue"},
      watch_{summary_button_rect(0, 2), "Watch replay", replay_.has_value()} {}

void RunSummaryScene::logic(const render::Input& input) {
  mouse_ = input.mouse_position();
  keys_ = MenuKeyNames::of(input);
  const bool watch = input.was_pressed(SDLK_r) || input.pad_pressed(render::PadButton::Y) || watch_.clicked(input);
  if (replay_ && watch) {
    return context_.requests.push(std::make_unique<ReplayScene>(context_, *replay_, ReplayScene::OnEscape::GoBack));
  }
  const bool leave = input.was_pressed(SDLK_RETURN) || input.was_pressed(SDLK_KP_ENTER) ||
                     input.was_pressed(SDLK_SPACE) || input.was_pressed(SDLK_ESCAPE);
  if (leave || continue_.clicked(input)) context_.requests.pop();
}

void RunSummaryScene::draw(render::Canvas& canvas) {
  canvas.clear(render::colors::palette().background);
  canvas.text("RUN SUMMARY", {render::kDesignWidth / 2, kSummaryTitleY}, render::colors::palette().accent,
              render::TextSize::Title, render::Align::Center);
  draw_facts(canvas);
  const std::vector<SDL_Rect> areas = column_areas();
  for (std::size_t i = 0; i < parts_.columns.size() && i < areas.size(); ++i)
    draw_column(canvas, parts_.columns[i], areas[i]);
  if (replay_) watch_.draw(canvas, mouse_);
  continue_.draw(canvas, mouse_, true);
  const std::string keys = keys_.controller ? keys_.confirm + " or " + keys_.cancel : std::string("Enter or Esc");
  const std::string watch = keys_.controller ? keys_.extra : std::string("R");
  canvas.text(replay_ ? keys + ": continue    " + watch + ": watch the replay" : keys + ": continue",
              {render::kDesignWidth / 2, kHintTop}, render::colors::palette().text_dim, render::TextSize::Small,
              render::Align::Center);
}

// The facts along the top, each line fitted to the screen's width.
void RunSummaryScene::draw_facts(render::Canvas& canvas) const {
  const int width = render::kDesignWidth - 2 * kSummaryMargin;
  const int line_height = canvas.line_height(render::TextSize::Small);
  int y = kFactsTop;
  for (const std::string& line : parts_.facts.lines) {
    if (y + line_height > kColumnsTop - kSectionGap) break;
    canvas.text(canvas.fit_text(line, width, render::TextSize::Small), {kSummaryMargin, y},
                render::colors::palette().text, render::TextSize::Small);
    y += line_height;
  }
}

void RunSummaryScene::draw_column(render::Canvas& canvas, const std::vector<SummarySection>& sections,
                                  const SDL_Rect& area) const {
  int y = area.y;
  for (const SummarySection& section : sections) {
    if (y >= area.y + area.h) break;
    y = section.heading == game::kHpChartHeading ? draw_hp_chart(canvas, section, area, y)
                                                 : draw_section(canvas, section, area, y);
    y += kSectionGap;
  }
}

// A heading and its lines, wrapped to the column; a section that would run past the column's foot ends
// with a line saying how many more it holds.
int RunSummaryScene::draw_section(render::Canvas& canvas, const SummarySection& section, const SDL_Rect& area,
                                  int y) const {
  const int line_height = canvas.line_height(render::TextSize::Small);
  canvas.text(canvas.fit_text(section.heading, area.w), {area.x, y}, render::colors::palette().accent);
  y += canvas.line_height(render::TextSize::Normal);
  const int bottom = area.y + area.h;
  for (std::size_t i = 0; i < section.lines.size(); ++i) {
    const std::vector<std::string> wrapped = canvas.wrap_text(section.lines[i], area.w, render::TextSize::Small);
    const bool fits = y + static_cast<int>(wrapped.size() + 1) * line_height <= bottom;
    if (!fits && i + 1 < section.lines.size()) {
      canvas.text("... and " + std::to_string(section.lines.size() - i) + " more", {area.x, y},
                  render::colors::palette().text_dim, render::TextSize::Small);
      return y + line_height;
    }
    for (const std::string& line : wrapped) {
      if (y + line_height > bottom) return y;
      // A word longer than the column (a name with no spaces) is cut rather than run into the next.
      canvas.text(canvas.fit_text(line, area.w, render::TextSize::Small), {area.x, y}, render::colors::palette().text,
                  render::TextSize::Small);
      y += line_height;
    }
  }
  return y;
}

// The HP chart's cells as filled bars, with its scale and its caption.
int RunSummaryScene::draw_hp_chart(render::Canvas& canvas, const SummarySection& section, const SDL_Rect& area,
                                   int y) const {
  canvas.text(canvas.fit_text(section.heading, area.w), {area.x, y}, render::colors::palette().accent);
  y += canvas.line_height(render::TextSize::Normal);
  const std::vector<std::vector<bool>> rows = hp_chart_cells(section);
  const std::size_t columns = rows.empty() ? 0 : rows.front().size();
  const int caption_height = canvas.line_height(render::TextSize::Small) + 4;
  if (columns == 0 || y + kChartHeight + caption_height > area.y + area.h) return y;
  const int scale_width = canvas.measure_text("100%", render::TextSize::Small).x + 6;
  const SDL_Rect chart{area.x + scale_width, y, area.w - scale_width, kChartHeight};
  canvas.fill_rect(chart, render::colors::palette().panel);
  canvas.text("100%", {area.x, chart.y}, render::colors::palette().text_dim, render::TextSize::Small);
  canvas.text("0%", {area.x, chart.y + chart.h - canvas.line_height(render::TextSize::Small)},
              render::colors::palette().text_dim, render::TextSize::Small);
  const int row_height = chart.h / static_cast<int>(rows.size());
  for (std::size_t row = 0; row < rows.size(); ++row) {
    for (std::size_t column = 0; column < rows[row].size(); ++column) {
      if (!rows[row][column]) continue;
      const int left = chart.x + static_cast<int>(column) * chart.w / static_cast<int>(columns);
      const int right = chart.x + static_cast<int>(column + 1) * chart.w / static_cast<int>(columns);
      canvas.fill_rect({left, chart.y + static_cast<int>(row) * row_height, std::max(1, right - left - 1), row_height},
                       render::colors::palette().good);
    }
  }
  canvas.outline_rect(chart, render::colors::palette().panel_border);
  y = chart.y + chart.h + 4;
  if (!section.lines.empty()) {
    canvas.text(canvas.fit_text(section.lines.back(), area.w, render::TextSize::Small), {area.x, y},
                render::colors::palette().text_dim, render::TextSize::Small);
    y += canvas.line_height(render::TextSize::Small);
  }
  return y;
}

}  // namespace scenes
