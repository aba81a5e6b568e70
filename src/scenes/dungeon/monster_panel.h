// SPDX-License-Identifier: MIT
#pragma once

#include <SDL.h>

#include <optional>
#include <vector>

#include "core/point.h"
#include "game/model/entity.h"
#include "render/canvas.h"
#include "scenes/dungeon/hud.h"
#include "scenes/dungeon/map_view.h"

// The column at the right of the map listing the monsters in view, nearest
// first: each row shows the monster's sprite, name, HP and whether it hunts
// the player; pointing at a row highlights that monster on the map.
namespace scenes::monster_panel {

inline constexpr int kPadding = 8;
inline constexpr int kHeadingHeight = 36;
inline constexpr int kRowHeight = 46;
inline constexpr int kRowGap = 2;
// As many rows as the column holds (more on a taller screen); with more monsters the last row
// gives way to "+N more".
constexpr int max_rows(const SDL_Rect& area) {
  return (area.h - kHeadingHeight - kPadding) / (kRowHeight + kRowGap);
}
static_assert(max_rows(hud::side_panel()) >= 4, "the monster panel shows too few rows");

struct Row {
  const game::Entity* monster = nullptr;
  SDL_Rect rect{};
};

// Which monsters get a row, where each row is, and how many are left out.
struct Layout {
  SDL_Rect area{};  // the whole column
  std::vector<Row> rows;
  int more = 0;
};

// `monsters` come nearest first (see monsters_in_view): the nearest get the rows.
Layout lay_out(const std::vector<const game::Entity*>& monsters, core::Point screen = hud::kDesignScreen);
// Where the i-th row of the column at `area` is drawn.
SDL_Rect row_rect(const SDL_Rect& area, int index);
// Where "+N more" is written.
SDL_Rect more_rect(const SDL_Rect& area, int rows_shown);
// The monster whose row is under `point`, if any.
const game::Entity* monster_at(const Layout& layout, core::Point point);

// Draws the column; `highlighted` marks one monster's row (pointed at here or on the map).
void draw(render::Canvas& canvas, const Layout& layout, std::optional<game::EntityId> highlighted);
// A box around a monster's tile on the map, so the eye finds the one a row names.
void draw_map_highlight(render::Canvas& canvas, const MapView& map_view, core::Point tile);

}  // namespace scenes::monster_panel
