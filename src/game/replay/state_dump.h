// SPDX-License-Identifier: MIT
#pragma once

#include <nlohmann/json.hpp>

#include "game/world/world.h"

namespace game {

// A JSON snapshot of what a player would notice (floor, position, turn,
// seed, what is in sight, stats, inventory and equipment by name), written by
// --dump-state so end-to-end tests can check the game.
nlohmann::json state_dump(const World& world);

}  // namespace game
