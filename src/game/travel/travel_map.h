// SPDX-License-Identifier: MIT
#pragma once

#include <optional>
#include <vector>

#include "core/point.h"
#include "game/model/floor.h"
#include "game/model/player.h"
#include "game/travel/route_map.h"

namespace game {

// Where the path preview and click-to-travel can go from where the player
// stands, found once for the whole floor: hovering tile after tile only walks
// back along it. Build a new one whenever the floor or the player changes.
// Walks go over known tiles only (see known_walkable) and around the monsters
// in view, by the game's own rule for diagonal steps, so every step is legal.
class TravelMap {
 public:
  TravelMap(const Floor& floor, const Player& player);

  // Every tile stepped on to reach `destination`, the destination last (empty
  // when the player stands there). The destination itself may be stairs, a
  // monster, or a locked door the player can open. nullopt when it has never
  // been seen, is a wall or a door the player cannot open, or no known way
  // leads there.
  std::optional<std::vector<core::Point>> path_to(core::Point destination) const;

 private:
  const Floor& floor_;
  bool holds_key_;
  RouteMap routes_;
};

// Whether a walk's tiles leave out the traps the player has found (every walk's), or keep them (to learn
// that the way on lies over one).
enum class FoundTraps { GoRound, WalkOver };

// The tiles a walk may use this turn: known_walkable without the monsters in view, and without the found
// traps unless asked.
core::Grid<std::uint8_t> walk_tiles(const Floor& floor, const Player& player, FoundTraps traps = FoundTraps::GoRound);

}  // namespace game
