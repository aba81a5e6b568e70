// SPDX-License-Identifier: MIT
#include "scenes/dungeon/stat_bar.h"

#include <algorithm>

#include "render/color.h"

namespace scenes {

namespace {

constexpr int kLabelMargin = 3;  // each side, so the label never touches the bar's outline

// The label as it fits `width`: whole; else without the spaces around its slash ("1000/1000"); else only
// the value before the slash ("1000"), the bar's fill showing its share; else cut.
std::string fitting_label(render::Canvas& canvas, const std::string& label, int width, render::TextSize size) {
  if (canvas.measure_text(label, size).x <= width) return label;
  std::string tight = label;
  if (const std::size_t slash = tight.find(" / "); slash != std::string::npos) tight.replace(slash, 3, "/");
  if (canvas.measure_text(tight, size).x <= width) return tight;
  const std::string value = tight.substr(0, tight.find('/'));
  if (canvas.measure_text(value, size).x <= width) return value;
  return canvas.fit_text(value, width, size);
}

}  // namespace

void draw_stat_bar(render::Canvas& canvas, const SDL_Rect& rect, int value, int maximum, SDL_Color colour,
                   const std::string& label, render::TextSize size) {
  canvas.fill_rect(rect, {30, 34, 44, 255});
  const int filled =
      maximum > 0 ? static_cast<int>(static_cast<long long>(rect.w) * std::clamp(value, 0, maximum) / maximum) : 0;
  canvas.fill_rect({rect.x, rect.y, filled, rect.h}, colour);
  canvas.outline_rect(rect, render::colors::palette().panel_border);
  const int text_y = rect.y + (rect.h - canvas.line_height(size)) / 2;
  canvas.text(fitting_label(canvas, label, rect.w - 2 * kLabelMargin, size), {rect.x + rect.w / 2, text_y},
              render::colors::palette().text, size, render::Align::Center);
}

SDL_Color health_colour(int hp, int max_hp) {
  const bool low = static_cast<long long>(hp) * 3 <= max_hp;
  return low ? render::colors::palette().hp_bar_low : render::colors::palette().hp_bar;
}

}  // namespace scenes
