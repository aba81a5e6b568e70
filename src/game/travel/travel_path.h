#pragma once

#include <optional>
#include <vector>

#include "core/path_finding.h"
#include "core/point.h"
#include "game/world/floor.h"
#include "game/world/player.h"

namespace game {

// The way to `destination` for the path preview and click-to-travel: every
// tile stepped on, the destination last (empty when the player stands there).
// It goes over known tiles only (see known_walkable) and around the monsters
// in view; the destination itself may be stairs, a monster, or a locked door
// the player can open. nullopt when the destination has never been seen, is
// a wall or a door the player cannot open, or no known way leads there.
// Diagonal steps never pass between two tiles the walk may not use, which is
// stricter than the game's rule (between two walls), so every step is legal.
std::optional<std::vector<core::Point>> travel_path(const Floor& floor, const Player& player, core::Point destination,
                                                    core::PathFinder& finder);

// The tiles a walk may use this turn: known_walkable without the monsters in view.
core::Grid<std::uint8_t> walk_tiles(const Floor& floor, const Player& player);

}  // namespace game
