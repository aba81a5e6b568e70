// SPDX-License-Identifier: MIT
#pragma once

#include <doctest/doctest.h>

#include <optional>

#include "game/travel/walk.h"
#include "game/world/world.h"

// Drives a walk to its end as the dungeon scene does, one action a turn;
// `between_steps` may change the world between two steps, as play would.
template <class BetweenSteps>
void drive(game::World& world, game::Walk& walk, BetweenSteps between_steps, int step_limit = 5000) {
  for (int i = 0; i < step_limit; ++i) {
    const std::optional<game::Action> action = walk.next_action(world);
    if (!action) return;
    walk.after_step(world, world.perform(*action));
    between_steps(world);
  }
  FAIL("the walk did not end within ", step_limit, " steps");
}

inline void drive(game::World& world, game::Walk& walk) {
  drive(world, walk, [](game::World&) {});
}
