// SPDX-License-Identifier: MIT
#pragma once

#include <string>
#include <vector>

#include "core/point.h"
#include "game/model/floor.h"

namespace game {

// What would keep a built floor from being played through, each in a sentence; none when it is sound:
// - something (a monster, an item, a door, a trap, the stairs) stands outside the map or in a wall;
// - a floor tile cannot be reached from the arrival, even with every locked door open;
// - the stairs up cannot be reached without opening a locked door;
// - fewer keys lie within reach before any locked door than there are locked doors. Any key opens any
//   door, so only then does every order the player may spend them in open them all.
// The generator checks each floor it places special rooms on with it, and the tests check many seeds.
std::vector<std::string> floor_problems(const Floor& floor, core::Point arrival);

}  // namespace game
