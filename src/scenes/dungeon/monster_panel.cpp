// SPDX-License-Identifier: MIT
#include "scenes/dungeon/monster_panel.h"

#include <algorithm>

namespace scenes::monster_panel {

SDL_Rect row_rect(const SDL_Rect& area, int index) {
  return {area.x + kPadding / 2, area.y + kHeadingHeight + index * (kRowHeight + kRowGap), area.w - kPadding,
          kRowHeight};
}

SDL_Rect more_rect(const SDL_Rect& area, int rows_shown) {
  const SDL_Rect below = row_rect(area, rows_shown);
  return {below.x, below.y, below.w, kRowHeight / 2};
}

Layout lay_out(const std::vector<const game::Entity*>& monsters, core::Point screen) {
  Layout layout;
  layout.area = hud::side_panel(screen);
  const int most = max_rows(layout.area);
  const int count = static_cast<int>(monsters.size());
  const int shown = count <= most ? count : most - 1;
  for (int i = 0; i < shown; ++i) layout.rows.push_back({monsters[i], row_rect(layout.area, i)});
  layout.more = count - shown;
  return layout;
}

const game::Entity* monster_at(const Layout& layout, core::Point point) {
  const SDL_Point at{point.x, point.y};
  const auto row = std::ranges::find_if(layout.rows, [&](const Row& r) { return SDL_PointInRect(&at, &r.rect); });
  return row == layout.rows.end() ? nullptr : row->monster;
}

}  // namespace scenes::monster_panel
