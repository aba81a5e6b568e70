// SPDX-License-Identifier: MIT
#pragma once

#include <vector>

#include "core/line_of_fire.h"
#include "game/model/floor.h"

namespace game {

// Where what the player throws or fires goes: the one rule the world's throw and the targeting view's
// line both ask, so the tile the view marks is the tile the throw comes down on.

// The flight from `from` toward `aim`, up to `range` tiles: walls and locked doors stop it, the first
// monster on the line is hit.
core::Flight player_flight(const Floor& floor, core::Point from, core::Point aim, int range);

// The monsters within `radius` tiles of `at` (Chebyshev) that a straight line from `at` reaches past no
// wall, nearest first (by id among equals); none for a radius of 0.
std::vector<EntityId> monsters_in_area(const Floor& floor, core::Point at, int radius);

// The monster standing on `at`, if any.
const Entity* monster_at(const Floor& floor, core::Point at);

}  // namespace game
