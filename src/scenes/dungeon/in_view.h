// SPDX-License-Identifier: MIT
#pragma once

#include <vector>

#include "game/world/world.h"

namespace scenes {

// The monsters the player sees now, nearest first (see nearest_first).
std::vector<const game::Entity*> monsters_in_view(const game::World& world);
// The monsters and the things to pick up the player sees now, nearest first:
// what the look cursor cycles through.
std::vector<const game::Entity*> lookable_in_view(const game::World& world);

// Sorts entities by steps from `from` (diagonals count as one, as walking
// does), then by straight-line distance, then top to bottom and left to
// right, then by id, so ties always fall the same way.
void nearest_first(std::vector<const game::Entity*>& entities, core::Point from);

}  // namespace scenes
