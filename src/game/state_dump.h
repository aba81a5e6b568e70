#pragma once

#include <string>

#include "game/world.h"

namespace game {

// A JSON snapshot of what a player would notice (floor, position, turn,
// seed), written by --dump-state so end-to-end tests can check the game.
std::string state_dump_json(const World& world);

}  // namespace game
