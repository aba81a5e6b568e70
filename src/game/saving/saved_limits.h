// SPDX-License-Identifier: MIT
#pragma once

#include <cstddef>

#include "content/limits.h"

namespace game {

// Bounds the save codecs share, each as large as anything a run can reach,
// so that what the game writes it can always read back.

// Counters that only grow: turns, the player's XP, entity ids.
inline constexpr int kCountLimit = 1'000'000'000;
inline constexpr int kEntityIdLimit = kCountLimit;
// An entity's name is its definition's, plus at most a bonus (" +1300").
inline constexpr std::size_t kEntityNameLimit = content::kNameLimit + 16;

}  // namespace game
