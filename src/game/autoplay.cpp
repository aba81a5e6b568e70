#include "game/autoplay.h"

#include <nlohmann/json.hpp>

#include "game/autoplay_bot.h"
#include "game/world.h"

namespace game {

namespace {

const char* outcome_name(RunOutcome outcome) {
  switch (outcome) {
    case RunOutcome::Died: return "died";
    case RunOutcome::Won: return "won";
    case RunOutcome::Ongoing: return "turn limit";
  }
  return "turn limit";
}

AutoplayResult result_of(const World& world) {
  const RunSummary& summary = world.summary();
  const Player& player = world.player();
  AutoplayResult result{.seed = world.seed(),
                        .outcome = outcome_name(summary.outcome),
                        .floor = world.floor_number(),
                        .deepest_floor = summary.deepest_floor,
                        .level = player.level,
                        .xp = player.xp,
                        .turns = world.turn(),
                        .cause = summary.cause};
  if (!world.run_over()) result.cause = "Turn limit reached on floor " + std::to_string(world.floor_number());
  return result;
}

}  // namespace

AutoplayResult play_autoplay(std::uint64_t seed, std::shared_ptr<const EntityFactory> factory, int turn_limit) {
  World world(seed, std::move(factory));
  AutoplayBot bot;
  while (!world.run_over() && world.turn() < turn_limit) {
    const int turn_before = world.turn();
    bot.act(world);
    // An action the world refused (a wall bumped while confused, a door with
    // no key) takes no turn; waiting instead keeps the run moving.
    if (!world.run_over() && world.turn() == turn_before) world.wait_turn();
  }
  return result_of(world);
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
