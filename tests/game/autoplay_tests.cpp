// SPDX-License-Identifier: MIT
#include <doctest/doctest.h>

#include <nlohmann/json.hpp>

#include "game/autoplay/autoplay.h"
#include "game/autoplay/autoplay_bot.h"
#include "game/autoplay/autoplay_equipment.h"
#include "game/autoplay/autoplay_fight.h"
#include "neo_mouse_run.h"
#include "shipped_content.h"

namespace {

// Low enough to keep 100 runs quick, high enough to climb several floors.
constexpr int kSoakTurns = 1500;

bool is_finished_outcome(const std::string& outcome) {
  return outcome == "died" || outcome == "won" || outcome == "turn limit";
}

game::AutoplayResult bot_result(std::uint64_t seed, int turn_limit) {
  return game::autoplay_result(game::play_autoplay_run(seed, shipped_factory(), turn_limit));
}

}  // namespace

TEST_CASE("the autoplay bot finishes fifty seeded runs, each the same when replayed") {
  for (std::uint64_t seed = 1; seed <= 50; ++seed) {
    CAPTURE(seed);
    const game::AutoplayResult first = bot_result(seed, kSoakTurns);
    const game::AutoplayResult again = bot_result(seed, kSoakTurns);
    CHECK(is_finished_outcome(first.outcome));
    CHECK(first.turns <= kSoakTurns);
    CHECK(first.deepest_floor >= first.floor);
    CHECK(game::to_json_line(first) == game::to_json_line(again));
  }
}

// The bot climbs on after 1500 turns on a floor; twice that, and something holds it there.
TEST_CASE("no monster holds the bot on one floor for long: a shooter that backs out of view is no endless chase") {
  constexpr int kMostTurnsOnAFloor = 3000;
  for (std::uint64_t seed = 1; seed <= 8; ++seed) {
    CAPTURE(seed);
    game::World world(seed, shipped_factory());
    int floor = world.floor_number();
    int arrived = 0;
    int longest_stay = 0;
    game::autoplay_until(world, 6000, [&](const game::TurnReport&) {
      if (world.floor_number() != floor) {
        floor = world.floor_number();
        arrived = world.turn();
      }
      longest_stay = std::max(longest_stay, world.turn() - arrived);
    });
    CAPTURE(floor);
    CHECK(longest_stay <= kMostTurnsOnAFloor);
  }
}

TEST_CASE("the autoplay bot leaves the storeroom and climbs past the first floor") {
  const game::AutoplayResult result = bot_result(7, kSoakTurns);
  CHECK(result.deepest_floor >= 2);
  CHECK(result.xp > 0);
}

TEST_CASE("a run stopped by the turn limit says so and stops exactly there") {
  const game::AutoplayResult result = bot_result(3, 40);
  CHECK(result.outcome == "turn limit");
  CHECK(result.turns == 40);
  CHECK(result.cause.find("Turn limit") != std::string::npos);
}

TEST_CASE("the autoplay line is one JSON object with the seed, outcome, floors, level, xp, turns and cause") {
  const std::string line = game::to_json_line(bot_result(11, 300));
  CHECK(line.find('\n') == std::string::npos);
  CHECK(line.rfind("{\"seed\":11,\"outcome\":", 0) == 0);
  const nlohmann::json parsed = nlohmann::json::parse(line);
  CHECK(parsed.size() == 8);
  CHECK(parsed["seed"] == 11);
  CHECK(is_finished_outcome(parsed["outcome"].get<std::string>()));
  for (const char* number : {"floor", "deepest_floor", "level", "xp", "turns"}) {
    CAPTURE(number);
    CHECK(parsed[number].is_number_integer());
  }
  CHECK(parsed["cause"].is_string());
  CHECK(parsed["level"].get<int>() >= 1);
  CHECK(parsed["deepest_floor"].get<int>() >= parsed["floor"].get<int>());
}

TEST_CASE("the bot's damage estimate counts rolls below the defence as misses") {
  // Rolls 1..4 against a reduction of 2: damages 0, 0, 1, 2.
  CHECK(game::average_damage({1, 4}, 4, 50) == doctest::Approx(0.75));
  CHECK(game::average_damage({1, 4}, 8, 100) == doctest::Approx(0.0));
  CHECK(game::average_damage({6, 9}, 0, 100) == doctest::Approx(7.5));
}

TEST_CASE("the bot equips the piece that helps most, then the next, and keeps what is better") {
  core::Rng rng(1);
  auto make = [&rng](const std::string& name) { return *shipped_factory()->create(name, {0, rng}).entity; };
  const content::PlayerDefinition& definition = shipped_database().player;
  game::Player player;
  player.inventory = {make("Biker Jacket"), make("Crowbar")};
  // A crowbar's +3/+6 outweighs a jacket's +5 defence once defence counts at 40%.
  CHECK(game::best_upgrade(player, definition, 40) == std::size_t{1});
  player.equipped[game::slot_index(content::EquipmentSlot::Weapon)] = make("Crowbar");
  player.inventory = {make("Biker Jacket")};
  CHECK(game::best_upgrade(player, definition, 40) == std::size_t{0});
  player.equipped[game::slot_index(content::EquipmentSlot::Armour)] = make("Bulletproof Vest");
  CHECK_FALSE(game::best_upgrade(player, definition, 40));
  CHECK(game::spare_equipment(player) == std::vector<std::size_t>{0});
}

TEST_CASE("the bot walks at a monster that shoots at it and fights it, instead of exploring under fire") {
  // A Micro Mouse, a fight the researcher wins, four steps away; it never moves and spits as far as six.
  MonsterRun run(
      "Micro Mouse", "\"defence\": 1,",
      " \"stationary\": true, \"abilities\": [{ \"kind\": \"melee\" }, { \"kind\": \"projectile\", \"range\": 6, "
      "\"damage\": { \"min\": 1, \"max\": 1 }, \"sprite\": \"acid_spit\" }],");
  game::World& world = *run.world;
  REQUIRE(world.setup().place_player(world.player().position + core::Point{-2, 0}));
  world.perform(game::Action::wait());  // it sees the researcher, and spits
  REQUIRE(monster_with_id(world, run.spawned).alert);
  game::AutoplayBot bot;
  bool struck_it = false;
  for (int act = 0; act < 6 && !struck_it; ++act) {
    const game::TurnReport report = bot.act(world);
    struck_it =
        std::ranges::any_of(report.attacks, [](const game::TurnAttack& attack) { return attack.attacker.is_player(); });
  }
  CHECK(struck_it);
}
