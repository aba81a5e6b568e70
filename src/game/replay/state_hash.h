// SPDX-License-Identifier: MIT
#pragma once

#include <cstdint>
#include <string>

#include "game/world/world.h"

namespace game {

// A fingerprint of everything that decides what happens next in a run: the
// floors, the entities, the player and the dice (WorldCodec::play_state).
// Same seed and same actions give the same hash, in every session and after a
// save and a load; replays compare it to catch a change in play.
std::uint64_t state_hash(const World& world);

}  // namespace game
