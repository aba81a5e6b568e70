// SPDX-License-Identifier: MIT
#pragma once

#include <cstdint>
#include <map>
#include <memory>
#include <string>
#include <vector>

#include "game/autoplay/autoplay.h"
#include "game/spawning/entity_factory.h"

namespace game {

// Every how many turns a traced run notes the player's HP and level.
inline constexpr int kTraceEvery = 100;

// One autoplayed run as a balance study keeps it: how it ended, and what happened on the way.
struct RunTrace {
  AutoplayResult result;
  std::vector<int> hp_percent;              // the player's HP in percent of their most, at turn 0, kTraceEvery, ...
  std::vector<int> levels;                  // their level at the same turns
  std::map<int, int> turns_on_floor;        // floor -> turns spent on it
  std::map<std::string, int> items_used;    // item -> uses
  std::map<std::string, int> items_unused;  // item -> how many were still in the pack when the run ended
};

// Plays the run of `seed` with the bot, as play_autoplay_run does, and traces it.
RunTrace play_traced_run(std::uint64_t seed, const std::shared_ptr<const EntityFactory>& factory, int turn_limit);

}  // namespace game
