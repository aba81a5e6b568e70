// SPDX-License-Identifier: MIT
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <vector>

#include "core/dungeon.h"
#include "core/field_of_view.h"
#include "core/grid.h"
#include "game/model/entity.h"
#include "game/model/entity_ids.h"

namespace game {

// One level of the dungeon: its terrain, what the player sees now and
// remembers, and the entities standing on it.
struct Floor {
  int number = 0;
  core::Grid<core::Cell> cells;
  // 1 where sight is blocked: derived from the cells and the entities by
  // refresh_opacity() alone, never written anywhere else.
  core::Grid<std::uint8_t> opaque;
  core::FieldOfView visible;      // 1 where the player sees now
  core::Grid<std::uint8_t> seen;  // 1 where the player has ever seen
  std::vector<Entity> entities;
  std::vector<Entity> traps;  // each of kind Trap; see Trap for why they are kept apart
  core::Point player_start;   // where a new run begins (floor 0)
  std::shared_ptr<EntityIds> ids = std::make_shared<EntityIds>();  // the run's, shared by all its floors

  int width() const { return cells.width(); }
  int height() const { return cells.height(); }
  bool is_floor(core::Point p) const { return cells.in_bounds(p) && cells[p] == core::Cell::Floor; }
  bool is_wall(core::Point p) const { return !cells.in_bounds(p) || cells[p] == core::Cell::Wall; }
  // Whether the player sees `p` now; a floor whose view is not worked out yet (made, not entered) shows nothing.
  bool in_view(core::Point p) const {
    return p.x >= 0 && p.y >= 0 && p.x < visible.width() && p.y < visible.height() && visible[p] != 0;
  }

  // The first entity on the tile, if any.
  const Entity* entity_at(core::Point p) const;
  // The trap lying on the tile, found or not, if any.
  const Entity* trap_at(core::Point p) const;
  Entity* trap_at(core::Point p);
  // Takes the trap on the tile off the floor (a trap springs once), if one lies there.
  std::optional<Entity> take_trap(core::Point p);
  // The stairs going the given way, if this floor has them.
  const Entity* stairs(StairsDirection direction) const;

  // The one way onto a floor: gives `entity` the run's next id, stands it on
  // `position` and keeps sight right (a trap goes to `traps`). Returns the id.
  EntityId place(Entity entity, core::Point position);
};

// Whether an entity stops sight on its tile: a door still locked.
bool blocks_sight(const Entity& entity);

// Whether the player remembers `entity` while its tile is out of sight: everything but a
// monster, on a tile seen before. Items, doors and stairs stay where the player last saw
// them (only the player moves them), so what lies there now is what was seen there.
bool is_remembered(const Floor& floor, const Entity& entity);

// Derives the floor's opacity from its cells and entities: walls and locked
// doors block sight. Every path that changes either calls it (generation,
// furnishing, placing, a save being read, a door opening).
void refresh_opacity(Floor& floor);

// A diagonal step between two walls that touch at a corner is refused, for
// the player as for monsters' paths: nobody slips through a crack.
bool squeezes_between_walls(const Floor& floor, core::Point from, core::Point direction);

// Where the player stands on arriving by the stairs at `stairs`: the first
// free floor tile beside them (nothing on it), the four sides before the
// corners in kDirections8's order and never a corner squeezed between two
// walls, so that going back is always a deliberate step onto the stairs. The
// stairs' own tile when every neighbour is taken.
core::Point arrival_beside(const Floor& floor, core::Point stairs);

// Where the player stands on arriving on `floor` by its stairs going `arrive_on`: beside them;
// on a floor without them (a debug jump), beside its other stairs, else on a free floor tile.
core::Point arrival_on(const Floor& floor, StairsDirection arrive_on);

}  // namespace game
