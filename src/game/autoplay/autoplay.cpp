// SPDX-License-Identifier: MIT
#include "game/autoplay/autoplay.h"

#include <nlohmann/json.hpp>

#include "game/autoplay/autoplay_bot.h"
#include "game/world/world.h"

namespace game {

AutoplayResult autoplay_result(const World& world) {
  const RunSummary& summary = world.summary();
  const Player& player = world.player();
  AutoplayResult result{.seed = world.seed(),
                        .outcome = std::string(core::id_of(kRunOutcomeNames, summary.outcome)),
                        .floor = world.floor_number(),
                        .deepest_floor = summary.deepest_floor,
                        .level = player.level,
                        .xp = player.xp,
                        .turns = world.turn(),
                        .cause = summary.cause};
  if (!world.run_over()) result.cause = "Turn limit reached on floor " + std::to_string(world.floor_number());
  return result;
}

void autoplay_until(World& world, int turn_limit, const TurnListener& on_turn) {
  AutoplayBot bot;
  const auto tell = [&on_turn](const TurnReport& report) {
    if (on_turn) on_turn(report);
    return report;
  };
  while (!world.run_over() && world.turn() < turn_limit) {
    const TurnReport report = tell(bot.act(world));
    // An action the world refused (a wall bumped while confused, a door with
    // no key) takes no turn; waiting instead keeps the run moving.
    if (!report.turn_passed && !report.run_over) tell(world.perform(Action::wait()));
  }
}

World play_autoplay_run(std::uint64_t seed, std::shared_ptr<const EntityFactory> factory, int turn_limit) {
  World world(seed, std::move(factory));
  autoplay_until(world, turn_limit);
  return world;
}

std::string to_json_line(const AutoplayResult& result) {
  // ordered_json keeps the fields in the order written, so lines compare as text.
  const nlohmann::ordered_json line{{"seed", result.seed},   {"outcome", result.outcome},
                                    {"floor", result.floor}, {"deepest_floor", result.deepest_floor},
                                    {"level", result.level}, {"xp", result.xp},
                                    {"turns", result.turns}, {"cause", result.cause}};
  return line.dump();
}

}  // namespace game
