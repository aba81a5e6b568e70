#pragma once

#include <cstdint>
#include <optional>
#include <vector>

#include "core/dungeon.h"
#include "core/field_of_view.h"
#include "core/grid.h"
#include "game/entity.h"

namespace game {

// One level of the dungeon: its terrain, what the player sees now and
// remembers, and the entities standing on it.
struct Floor {
  int number = 0;
  core::Grid<core::Cell> cells;
  core::Grid<std::uint8_t> opaque;  // 1 where sight is blocked
  core::FieldOfView visible;        // 1 where the player sees now
  core::Grid<std::uint8_t> seen;    // 1 where the player has ever seen
  std::vector<Entity> entities;
  core::Point player_start;  // where a new run begins (floor 0)

  int width() const { return cells.width(); }
  int height() const { return cells.height(); }
  bool is_floor(core::Point p) const { return cells.in_bounds(p) && cells[p] == core::Cell::Floor; }
  bool is_wall(core::Point p) const { return !cells.in_bounds(p) || cells[p] == core::Cell::Wall; }

  // The first entity on the tile, if any.
  const Entity* entity_at(core::Point p) const;
  // The stairs going the given way, if this floor has them.
  const Entity* stairs(StairsDirection direction) const;
};

// A diagonal step between two walls that touch at a corner is refused, for
// the player as for monsters' paths: nobody slips through a crack.
bool squeezes_between_walls(const Floor& floor, core::Point from, core::Point direction);

}  // namespace game
