#include "scenes/hud.h"

#include <algorithm>
#include <string>

#include "render/color.h"

namespace scenes::hud {

namespace {

constexpr int kPadding = 12;
constexpr int kHoverPanelWidth = 420;

void draw_panel(render::Canvas& canvas, const SDL_Rect& rect) {
  canvas.fill_rect(rect, render::colors::kPanel);
  canvas.outline_rect(rect, render::colors::kPanelBorder);
}

// Fits text into a width by cutting at a word and adding an ellipsis.
std::string fit(render::Canvas& canvas, const std::string& text, int width, render::TextSize size) {
  if (canvas.measure_text(text, size).x <= width) return text;
  std::string shortened = text;
  while (!shortened.empty() && canvas.measure_text(shortened + "...", size).x > width) shortened.pop_back();
  return shortened + "...";
}

}  // namespace

void draw_top_bar(render::Canvas& canvas, const game::World& world) {
  const SDL_Rect bar{0, 0, render::kLogicalWidth, kTopBarHeight};
  draw_panel(canvas, bar);
  const int text_y = (kTopBarHeight - canvas.line_height(render::TextSize::Large)) / 2;
  canvas.text("Floor " + std::to_string(world.floor_number()), {kPadding, text_y}, render::colors::kAccent,
              render::TextSize::Large);
  const int small_y = (kTopBarHeight - canvas.line_height()) / 2;
  canvas.text("Turn " + std::to_string(world.turn()), {180, small_y}, render::colors::kText);
  canvas.text("Seed " + std::to_string(world.seed()), {render::kLogicalWidth - kPadding, small_y},
              render::colors::kTextDim, render::TextSize::Normal, render::Align::Right);
}

void draw_bottom_panel(render::Canvas& canvas, const game::World& world, const std::optional<TileDescription>& hovered) {
  const int top = render::kLogicalHeight - kBottomPanelHeight;
  const int messages_width = render::kLogicalWidth - kHoverPanelWidth;
  draw_panel(canvas, {0, top, messages_width, kBottomPanelHeight});
  draw_panel(canvas, {messages_width - 1, top, kHoverPanelWidth + 1, kBottomPanelHeight});

  // Newest message at the bottom, brightest; older ones fade upwards.
  const auto& messages = world.messages().all();
  const int count = std::min<int>(kMessageLines, static_cast<int>(messages.size()));
  const int line = canvas.line_height() + 4;
  for (int i = 0; i < count; ++i) {
    const auto& message = messages[messages.size() - count + i];
    const bool newest = i == count - 1;
    canvas.text(fit(canvas, message.text, messages_width - 2 * kPadding, render::TextSize::Normal),
                {kPadding, top + kPadding + i * line}, newest ? render::colors::kText : render::colors::kTextDim);
  }

  const int hover_x = messages_width + kPadding;
  const int hover_width = kHoverPanelWidth - 2 * kPadding;
  if (!hovered) {
    canvas.text("Point at a tile to look at it.", {hover_x, top + kPadding}, render::colors::kTextDim);
    return;
  }
  canvas.text(fit(canvas, hovered->name, hover_width, render::TextSize::Large), {hover_x, top + kPadding},
              render::colors::kAccent, render::TextSize::Large);
  const int first_line_y = top + kPadding + canvas.line_height(render::TextSize::Large) + 4;
  const int line_height = canvas.line_height(render::TextSize::Small);
  const int max_lines = (render::kLogicalHeight - kPadding / 2 - first_line_y) / line_height;
  const auto lines = canvas.wrap_text(hovered->description, hover_width, render::TextSize::Small);
  for (int i = 0; i < std::min<int>(max_lines, static_cast<int>(lines.size())); ++i) {
    const bool cut = i == max_lines - 1 && static_cast<int>(lines.size()) > max_lines;
    canvas.text(cut ? fit(canvas, lines[i] + " ...", hover_width, render::TextSize::Small) : lines[i],
                {hover_x, first_line_y + i * line_height}, render::colors::kText, render::TextSize::Small);
  }
}

void draw_content_errors(render::Canvas& canvas, const std::string& errors) {
  const SDL_Rect panel{40, kTopBarHeight + 20, render::kLogicalWidth - 80, 300};
  canvas.fill_rect(panel, {30, 10, 14, 240});
  canvas.outline_rect(panel, render::colors::kBad, 2);
  canvas.text("The game data has errors; still playing with the previous data. Fix them and press F5.",
              {panel.x + kPadding, panel.y + kPadding}, render::colors::kBad);
  const int line_height = canvas.line_height(render::TextSize::Small) + 2;
  int y = panel.y + kPadding + canvas.line_height() + 8;
  std::size_t start = 0;
  while (start < errors.size() && y + line_height <= panel.y + panel.h - kPadding) {
    std::size_t end = errors.find('\n', start);
    if (end == std::string::npos) end = errors.size();
    const int width = panel.w - 2 * kPadding;
    for (const std::string& line : canvas.wrap_text(errors.substr(start, end - start), width, render::TextSize::Small)) {
      if (y + line_height > panel.y + panel.h - kPadding) break;
      canvas.text(fit(canvas, line, width, render::TextSize::Small), {panel.x + kPadding, y}, render::colors::kText,
                  render::TextSize::Small);
      y += line_height;
    }
    start = end + 1;
  }
}

}  // namespace scenes::hud
