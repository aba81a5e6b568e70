// SPDX-License-Identifier: MIT
#pragma once

#include <cstddef>

#include "game/model/entity.h"

namespace game {

// How far a run's ever-growing counters go. The world holds each counter
// within its limit while it plays, and the save reader accepts exactly up to
// the same limit, so every save the game writes it can read back. Both take
// the one object below (tests give smaller ones to reach each limit quickly).
struct RunLimits {
  // The clock stops at this turn; the run goes on (world_limits.cpp).
  int turns = 1'000'000'000;
  // A run recorded this far stops being recorded: it goes on and is saved,
  // but no replay of it is kept. A whole run is some tens of thousands of
  // actions; a save at this limit loads in well under a second and 300 MB
  // (the benchmark's save row), where 10 million took half a minute and 2.6 GB.
  std::size_t recorded_actions = 1'000'000;
  // Entity ids stay below this. Once half of them are used the world
  // numbers its entities again from 1, in the same order, before the next
  // action: no action can make half a billion entities.
  EntityId entity_ids = 1'000'000'000;
};

inline constexpr RunLimits kRunLimits{};

}  // namespace game
