// SPDX-License-Identifier: MIT
#pragma once

#include <cstdint>

#include "game/model/floor.h"

namespace bench {

// A side x side floor carved by the game's random walk from `seed`, nothing on it and
// nothing seen yet: the big open map the turn and travel figures run on.
game::Floor random_walk_floor(int side, std::uint64_t seed);

// The turn and travel figures' floor: its side and the seed its walk is carved from.
inline constexpr int kRandomWalkSide = 200;
inline constexpr std::uint64_t kRandomWalkSeed = 7;

}  // namespace bench
