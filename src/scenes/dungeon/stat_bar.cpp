// SPDX-License-Identifier: MIT
#include "scenes/dungeon/stat_bar.h"

#include <algorithm>

#include "render/color.h"

namespace scenes {

void draw_stat_bar(render::Canvas& canvas, const SDL_Rect& rect, int value, int maximum, SDL_Color colour,
                   const std::string& label, render::TextSize size) {
  canvas.fill_rect(rect, {30, 34, 44, 255});
  const int filled =
      maximum > 0 ? static_cast<int>(static_cast<long long>(rect.w) * std::clamp(value, 0, maximum) / maximum) : 0;
  canvas.fill_rect({rect.x, rect.y, filled, rect.h}, colour);
  canvas.outline_rect(rect, render::colors::palette().panel_border);
  const int text_y = rect.y + (rect.h - canvas.line_height(size)) / 2;
  canvas.text(label, {rect.x + rect.w / 2, text_y}, render::colors::palette().text, size, render::Align::Center);
}

SDL_Color health_colour(int hp, int max_hp) {
  const bool low = static_cast<long long>(hp) * 3 <= max_hp;
  return low ? render::colors::palette().hp_bar_low : render::colors::palette().hp_bar;
}

}  // namespace scenes
