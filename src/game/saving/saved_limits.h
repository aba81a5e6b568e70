// SPDX-License-Identifier: MIT
#pragma once

#include <cstddef>

#include "content/limits.h"
#include "game/model/run_limits.h"

namespace game {

// Bounds the save codecs share, each as large as anything a run can reach,
// so that what the game writes it can always read back.

// Counters that only grow and are bounded by the data rather than by the run: a status's turns.
inline constexpr int kCountLimit = 1'000'000'000;
// The run's own counters (the turn, the recorded actions, the entity ids) are
// read within the RunLimits the world plays within.
inline constexpr EntityId kEntityIdLimit = kRunLimits.entity_ids;
// An entity's name is its definition's, plus at most a bonus (" +1300").
inline constexpr std::size_t kEntityNameLimit = content::kNameLimit + 16;

}  // namespace game
