// SPDX-License-Identifier: MIT
#pragma once

#include <vector>

#include "figure_row.h"
#include "timing.h"

namespace bench {

// One game::take_monster_turns with 50, 500 and 2000 monsters of the shipped content on a
// 200x200 random-walk floor, and with 20 on an 85x48 floor built by the game's own generator,
// half of them chasing the player and half idle. Every timed call starts from the same state:
// a fresh copy of the floor, player and dice.
std::vector<FigureRow> monster_turn_figures(const SamplingPlan& plan);

}  // namespace bench
