// SPDX-License-Identifier: MIT
#pragma once

#include <doctest/doctest.h>

#include "content/definitions.h"
#include "game/rules/status_effects.h"
#include "game/world/world.h"
#include "shipped_content.h"

// Spawns a Rabid Mouse two tiles east of seed 42's start and waits until its bite poisons the player,
// which it must within 200 turns.
inline void wait_until_poisoned(game::World& world) {
  REQUIRE(world.setup().spawn("Rabid Mouse", kSeed42Start + core::Point{2, 0}));
  for (int i = 0; i < 200 && !game::has_status(world.player(), content::StatusKind::Poisoned) && !world.run_over();
       ++i) {
    world.perform(game::Action::wait());
  }
  REQUIRE(game::has_status(world.player(), content::StatusKind::Poisoned));
}
