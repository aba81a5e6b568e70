// SPDX-License-Identifier: MIT
#pragma once

#include <cstdint>
#include <memory>
#include <string>

#include "game/spawning/entity_factory.h"
#include "game/world/world.h"

namespace game {

inline constexpr int kDefaultAutoplayTurns = 20000;

// How one autoplayed run ended, as the balance report reads it.
struct AutoplayResult {
  std::uint64_t seed = 0;
  std::string outcome;  // "died", "won" or "turn limit"
  int floor = 0;        // where the run ended
  int deepest_floor = 0;
  int level = 1;
  int xp = 0;
  int turns = 0;
  std::string cause;
};

// Plays the run of `seed` with the autoplay bot until it dies, wins or
// reaches `turn_limit` turns, and returns the world as it ended (its actions
// make a replay). Deterministic: the same seed and content give the same run.
World play_autoplay_run(std::uint64_t seed, std::shared_ptr<const EntityFactory> factory, int turn_limit);

// Lets the bot play `world` on until it dies, wins or reaches turn `turn_limit`;
// `on_turn`, when given, hears the report of every action (a run keeper, a test).
void autoplay_until(World& world, int turn_limit, const TurnListener& on_turn = {});

// How a played run ended.
AutoplayResult autoplay_result(const World& world);

// The result as one line of JSON, fields in a fixed order, no newline.
std::string to_json_line(const AutoplayResult& result);

}  // namespace game
