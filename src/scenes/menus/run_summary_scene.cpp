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
constexpr int kScrollStep = 40;  // one arrow press or wheel notch, in UI units
constexpr int kScrollBarWidth = 4;
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
  scroll_by(input);
  const bool leave = input.was_pressed(SDLK_RETURN) || input.was_pressed(SDLK_KP_ENTER) ||
                     input.was_pressed(SDLK_SPACE) || input.was_pressed(SDLK_ESCAPE);
  if (leave || continue_.clicked(input)) context_.requests.pop();
}

// The columns scroll together, as one page, when one of them holds more than the screen shows.
void RunSummaryScene::scroll_by(const render::Input& input) {
  int delta = -input.wheel() * kScrollStep;
  if (input.pressed_or_repeated(SDLK_UP)) delta -= kScrollStep;
  if (input.pressed_or_repeated(SDLK_DOWN)) delta += kScrollStep;
  const int page = column_areas().front().h - kScrollStep;
  if (input.pressed_or_repeated(SDLK_PAGEUP)) delta -= page;
  if (input.pressed_or_repeated(SDLK_PAGEDOWN)) delta += page;
  if (input.was_pressed(SDLK_HOME)) delta = -scroll_;
  if (input.was_pressed(SDLK_END)) delta = max_scroll_;
  scroll_ = std::clamp(scroll_ + delta, 0, max_scroll_);
}

void RunSummaryScene::draw(render::Canvas& canvas) {
  canvas.clear(render::colors::palette().background);
  canvas.text("RUN SUMMARY", {render::kDesignWidth / 2, kSummaryTitleY}, render::colors::palette().accent,
              render::TextSize::Title, render::Align::Center);
  draw_facts(canvas);
  const std::vector<SDL_Rect> areas = column_areas();
  int tallest = 0;
  for (std::size_t i = 0; i < parts_.columns.size() && i < areas.size(); ++i)
    tallest = std::max(tallest, draw_column(canvas, parts_.columns[i], areas[i]));
  // Known once drawn, as the lines' wrapping needs the font; the scroll never passes the tallest column.
  max_scroll_ = std::max(0, tallest - areas.front().h);
  scroll_ = std::min(scroll_, max_scroll_);
  draw_scroll_bar(canvas, areas.back(), tallest);
  if (replay_) watch_.draw(canvas, mouse_);
  continue_.draw(canvas, mouse_, true);
  const std::string keys = keys_.controller ? keys_.confirm + " or " + keys_.cancel : std::string("Enter or Esc");
  const std::string watch = keys_.controller ? keys_.extra : std::string("R");
  const std::string scrolling =
      max_scroll_ == 0 ? std::string()
                       : (keys_.controller ? "    stick: scroll" : "    wheel, arrows, Page Up/Down: scroll");
  canvas.text((replay_ ? keys + ": continue    " + watch + ": watch the replay" : keys + ": continue") + scrolling,
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

// Every section of the column, from the page's top less the scroll; returns the column's whole height.
int RunSummaryScene::draw_column(render::Canvas& canvas, const std::vector<SummarySection>& sections,
                                 const SDL_Rect& area) const {
  int y = area.y - scroll_;
  for (const SummarySection& section : sections) {
    y = section.heading == game::kHpChartHeading ? draw_hp_chart(canvas, section, area, y)
                                                 : draw_section(canvas, section, area, y);
    y += kSectionGap;
  }
  return y - kSectionGap - (area.y - scroll_);
}

// Whether a line from `y`, `height` tall, lies wholly in the column's window: lines are shown whole or not at
// all, so nothing half-cut shows at the window's edges.
bool RunSummaryScene::shows(const SDL_Rect& area, int y, int height) {
  return y >= area.y && y + height <= area.y + area.h;
}

// A heading and its lines, wrapped to the column: all of them, however many, for the page scrolls.
int RunSummaryScene::draw_section(render::Canvas& canvas, const SummarySection& section, const SDL_Rect& area,
                                  int y) const {
  const int line_height = canvas.line_height(render::TextSize::Small);
  if (shows(area, y, canvas.line_height(render::TextSize::Normal)))
    canvas.text(canvas.fit_text(section.heading, area.w), {area.x, y}, render::colors::palette().accent);
  y += canvas.line_height(render::TextSize::Normal);
  for (const std::string& entry : section.lines) {
    for (const std::string& line : canvas.wrap_text(entry, area.w, render::TextSize::Small)) {
      // A word longer than the column (a name with no spaces) is cut rather than run into the next.
      if (shows(area, y, line_height)) {
        canvas.text(canvas.fit_text(line, area.w, render::TextSize::Small), {area.x, y}, render::colors::palette().text,
                    render::TextSize::Small);
      }
      y += line_height;
    }
  }
  return y;
}

// A thin bar at the right of the page: how much of the tallest column shows, and where.
void RunSummaryScene::draw_scroll_bar(render::Canvas& canvas, const SDL_Rect& area, int tallest) const {
  if (max_scroll_ == 0) return;
  const SDL_Rect track{area.x + area.w + kColumnGap / 2 - kScrollBarWidth / 2, area.y, kScrollBarWidth, area.h};
  canvas.fill_rect(track, render::colors::palette().panel_border);
  canvas.fill_rect({track.x, track.y + track.h * scroll_ / tallest, kScrollBarWidth, track.h * area.h / tallest},
                   render::colors::palette().accent);
}

// The HP chart's cells as filled bars, with its scale and its caption.
int RunSummaryScene::draw_hp_chart(render::Canvas& canvas, const SummarySection& section, const SDL_Rect& area,
                                   int y) const {
  if (shows(area, y, canvas.line_height(render::TextSize::Normal)))
    canvas.text(canvas.fit_text(section.heading, area.w), {area.x, y}, render::colors::palette().accent);
  y += canvas.line_height(render::TextSize::Normal);
  const std::vector<std::vector<bool>> rows = hp_chart_cells(section);
  const std::size_t columns = rows.empty() ? 0 : rows.front().size();
  const int caption_height = canvas.line_height(render::TextSize::Small) + 4;
  if (columns == 0) return y;
  if (!shows(area, y, kChartHeight + caption_height)) return y + kChartHeight + caption_height;
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
