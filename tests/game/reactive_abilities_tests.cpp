// SPDX-License-Identifier: MIT
// The abilities that are more than a blow or a shot: a thief's steal_and_flee, a split when hit, a burst
// when it dies; each checked through what the world reports and says.
#include <doctest/doctest.h>

#include <algorithm>
#include <deque>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "game/saving/save_file.h"
#include "game/travel/exploration.h"
#include "neo_mouse_run.h"
#include "reloaded_world.h"
#include "world_queries.h"

namespace {

bool was_said(const game::World& world, const std::string& text) {
  return std::ranges::any_of(world.messages().all(), [&text](const auto& message) { return message.text == text; });
}

const game::Entity* first_named(const game::World& world, const std::string& name) {
  const auto& entities = world.floor().entities;
  const auto found = std::ranges::find(entities, name, &game::Entity::name);
  return found == entities.end() ? nullptr : &*found;
}

const game::Entity* entity_of_id(const game::World& world, game::EntityId id) {
  const auto& entities = world.floor().entities;
  const auto found = std::ranges::find(entities, id, &game::Entity::id);
  return found == entities.end() ? nullptr : &*found;
}

// Stands the player next to the monster (on the first free tile beside it) and strikes it once.
game::TurnReport strike_once(game::World& world, game::EntityId id) {
  const core::Point at = entity_of_id(world, id)->position;
  for (const core::Point direction : core::kDirections8) {
    if (world.setup().place_player(at - direction)) return world.perform(game::Action::move(direction));
  }
  FAIL("no free tile beside the monster");
  return {};
}

// Strikes the monster until it dies, at most `blows` times; whether it died.
bool strike_until_dead(game::World& world, game::EntityId id, int blows = 60) {
  for (int blow = 0; blow < blows && entity_of_id(world, id) != nullptr; ++blow) strike_once(world, id);
  return entity_of_id(world, id) == nullptr;
}

constexpr const char* kThief = " \"abilities\": [{ \"kind\": \"steal_and_flee\" }],";

}  // namespace

TEST_CASE("a thief next to the player snatches one thing of the pack, runs for good, and keeps it in a save") {
  NeoMouseRun run(kThief);
  game::World& world = *run.world;
  world.setup().set_god_mode(true);
  REQUIRE(world.setup().give("Health Pack"));
  REQUIRE(world.setup().give_equipped("Crowbar"));
  for (int turn = 0; turn < 5 && !was_said(world, "The Neo Mouse snatches your Health Pack!"); ++turn)
    world.perform(game::Action::wait());
  REQUIRE(was_said(world, "The Neo Mouse snatches your Health Pack!"));
  CHECK(world.player().inventory.empty());
  CHECK(world.player().equipped_in(content::EquipmentSlot::Weapon));  // what is worn is never taken
  const game::Monster& thief = monster_with_id(world, run.neo);
  REQUIRE(thief.carried.size() == 1);
  CHECK(thief.carried.front().name == "Health Pack");
  CHECK(thief.fleeing);

  const int near = core::chebyshev_distance(world.player().position, entity_of_id(world, run.neo)->position);
  world.perform(game::Action::wait());
  world.perform(game::Action::wait());
  CHECK(core::chebyshev_distance(world.player().position, entity_of_id(world, run.neo)->position) > near);
  CHECK(monster_with_id(world, run.neo).fleeing);

  const game::World loaded = reloaded(world, run.library.factory());
  REQUIRE(monster_with_id(loaded, run.neo).carried.size() == 1);
  CHECK(monster_with_id(loaded, run.neo).carried.front().name == "Health Pack");
}

TEST_CASE("killing a thief drops what it stole on its tile, to be picked up again") {
  NeoMouseRun run(std::string(" \"stationary\": true,") + kThief);
  game::World& world = *run.world;
  world.setup().set_god_mode(true);
  REQUIRE(world.setup().give("Health Pack"));
  REQUIRE(world.setup().place_player(world.player().position + core::Point{1, 0}));
  world.perform(game::Action::wait());
  REQUIRE(monster_with_id(world, run.neo).carried.size() == 1);
  const core::Point lair = entity_of_id(world, run.neo)->position;
  REQUIRE(strike_until_dead(world, run.neo));
  CHECK(was_said(world, "The Neo Mouse drops your Health Pack."));
  const game::Entity* loot = first_named(world, "Health Pack");
  REQUIRE(loot != nullptr);
  CHECK(loot->position == lair);
  // Exploring fetches it back: the player never meant to leave it.
  const std::vector<core::Point> wanted = game::exploration_targets(world.floor(), world.player()).items;
  CHECK(std::ranges::find(wanted, lair) != wanted.end());
  world.perform(game::Action::move(lair - world.player().position));
  CHECK(world.player().inventory.size() == 1);
}

TEST_CASE("a thief with nothing to steal does not steal, and does not flee") {
  NeoMouseRun run(kThief);
  game::World& world = *run.world;
  world.setup().set_god_mode(true);
  REQUIRE(world.player().inventory.empty());
  for (int turn = 0; turn < 5; ++turn) world.perform(game::Action::wait());
  CHECK(monster_with_id(world, run.neo).carried.empty());
  CHECK_FALSE(monster_with_id(world, run.neo).fleeing);
  CHECK(game::save_text(world).find("carried") == std::string::npos);
}

TEST_CASE("a monster that splits shares the HP left with a copy beside it when hit, and stops at its cap") {
  NeoMouseRun run(" \"stationary\": true, \"abilities\": [{ \"kind\": \"split\", \"max_alive\": 3 }],");
  game::World& world = *run.world;
  world.setup().set_god_mode(true);
  for (int blow = 0; blow < 60 && !was_said(world, "The Neo Mouse splits in two!"); ++blow) {
    if (entity_of_id(world, run.neo) == nullptr) break;
    strike_once(world, run.neo);
  }
  REQUIRE(was_said(world, "The Neo Mouse splits in two!"));
  REQUIRE(count_named(world, "Neo Mouse") == 2);
  const game::Entity& original = *entity_of_id(world, run.neo);
  for (const game::Entity& entity : world.floor().entities) {
    const auto* monster = std::get_if<game::Monster>(&entity.kind);
    if (monster == nullptr) continue;
    CHECK(monster->hp >= 1);
    if (entity.id != run.neo) CHECK(core::chebyshev_distance(entity.position, original.position) == 1);
  }

  // Striking the Neo Mice over and over never makes more than three of them.
  for (int blow = 0; blow < 200 && count_named(world, "Neo Mouse") > 0; ++blow) {
    CHECK(count_named(world, "Neo Mouse") <= 3);
    strike_once(world, first_named(world, "Neo Mouse")->id);
  }
  CHECK(count_named(world, "Neo Mouse") <= 3);
}

TEST_CASE("a split's copy and the one hit together have the HP the one hit had left") {
  NeoMouseRun run(" \"stationary\": true, \"abilities\": [{ \"kind\": \"split\", \"max_alive\": 2 }],");
  game::World& world = *run.world;
  world.setup().set_god_mode(true);
  for (int blow = 0; blow < 60 && count_named(world, "Neo Mouse") == 1; ++blow) {
    const int hp_before = monster_with_id(world, run.neo).hp;
    const game::TurnReport report = strike_once(world, run.neo);
    if (count_named(world, "Neo Mouse") != 2) continue;
    int total = 0;
    for (const game::Entity& entity : world.floor().entities) {
      if (const auto* monster = std::get_if<game::Monster>(&entity.kind)) total += monster->hp;
    }
    REQUIRE(report.attacks.size() == 1);
    CHECK(total == hp_before - report.attacks.front().damage);
  }
  CHECK(count_named(world, "Neo Mouse") == 2);
}

namespace {

// A Micro Mouse (the researcher kills it in a few blows) that bursts for `damage` within `radius`.
std::string bursting_fields(int radius, int damage) {
  const std::string hit = std::to_string(damage);
  return " \"abilities\": [{ \"kind\": \"burst\", \"radius\": " + std::to_string(radius) +
         ", \"damage\": { \"min\": " + hit + ", \"max\": " + hit + " } }],";
}

// The floor tiles nearest `from` (by steps of four directions), not `from` itself: each is next to
// one before it.
std::vector<core::Point> floor_tiles_nearest(const game::Floor& floor, core::Point from, std::size_t wanted) {
  std::vector<core::Point> tiles;
  std::set<std::pair<int, int>> seen{{from.x, from.y}};
  std::deque<core::Point> frontier{from};
  while (!frontier.empty() && tiles.size() < wanted) {
    const core::Point at = frontier.front();
    frontier.pop_front();
    for (const core::Point step : {core::Point{1, 0}, core::Point{-1, 0}, core::Point{0, 1}, core::Point{0, -1}}) {
      const core::Point next = at + step;
      if (!floor.is_floor(next) || !seen.insert({next.x, next.y}).second) continue;
      tiles.push_back(next);
      frontier.push_back(next);
    }
  }
  return tiles;
}

}  // namespace

TEST_CASE("a burst strikes everyone around it past no wall, and one that kills the player names it") {
  MonsterRun run("Micro Mouse", "\"defence\": 1,", bursting_fields(2, 100000));
  game::World& world = *run.world;
  REQUIRE(world.setup().place_player(world.player().position + core::Point{1, 0}));
  for (int blow = 0; blow < 40 && !world.run_over(); ++blow) world.perform(game::Action::move({1, 0}));
  REQUIRE(world.run_over());
  CHECK(was_said(world, "The Micro Mouse bursts!"));
  CHECK(std::ranges::any_of(world.messages().all(), [](const auto& message) {
    return message.text.starts_with("The Micro Mouse's burst hits you for ");
  }));
  CHECK(world.summary().outcome == game::RunOutcome::Died);
  CHECK(world.summary().cause.find("burst of the Micro Mouse") != std::string::npos);
}

TEST_CASE("a burst that kills a summoner and what it called, the summoner first, ends with all of them gone") {
  // A stationary Micro Mouse calls two more, bound to it; each bursts for more than any of them has.
  MonsterRun run("Micro Mouse", "\"defence\": 1,",
                 " \"stationary\": true, \"abilities\": [{ \"kind\": \"summon\", \"monster\": \"Micro Mouse\", "
                 "\"count\": { \"min\": 2, \"max\": 2 }, \"max_alive\": 3, \"dies_with_summoner\": true }, { "
                 "\"kind\": \"burst\", \"radius\": 3, \"damage\": { \"min\": 100000, \"max\": 100000 } }],");
  game::World& world = *run.world;
  world.setup().set_god_mode(true);
  world.perform(game::Action::wait());
  const auto micro_mice = [&world] {
    return std::ranges::count_if(world.floor().entities, [](const game::Entity& e) { return e.name == "Micro Mouse"; });
  };
  REQUIRE(micro_mice() == 3);
  // Strike a called one: its burst kills the summoner, which the queue of the dying holds before the
  // other called one, which vanishes with the summoner before its own turn to die comes.
  const auto called = std::ranges::find_if(
      world.floor().entities, [&run](const game::Entity& e) { return e.name == "Micro Mouse" && e.id != run.spawned; });
  REQUIRE(called != world.floor().entities.end());
  REQUIRE(strike_until_dead(world, called->id));
  CHECK(micro_mice() == 0);
}

TEST_CASE("a chain of 200 bursters, each killing the next, ends with all of them dead") {
  // Floor 1 with no monsters of its own: one walking into the chain's tiles would leave a gap in it.
  TempDataFolder folder;
  folder.replace("monsters.json", "\"defence\": 1,", std::string("\"defence\": 1,") + bursting_fields(1, 100000));
  folder.empty_the_floors();
  game::ContentLibrary library{folder.path(), {}};
  REQUIRE(library.load());
  game::World world(42, library.factory());
  world.setup().set_god_mode(true);
  REQUIRE(world.setup().travel_to_floor(1));
  REQUIRE(std::ranges::none_of(world.floor().entities,
                               [](const game::Entity& e) { return std::holds_alternative<game::Monster>(e.kind); }));
  std::vector<game::EntityId> bursters;
  for (const core::Point tile : floor_tiles_nearest(world.floor(), world.player().position, 400)) {
    if (bursters.size() == 200) break;
    if (const std::optional<game::EntityId> id = world.setup().spawn("Micro Mouse", tile)) bursters.push_back(*id);
  }
  REQUIRE(bursters.size() == 200);
  REQUIRE(strike_until_dead(world, bursters.front()));
  for (const game::EntityId id : bursters) CHECK(entity_of_id(world, id) == nullptr);
  CHECK(world.player().hp > 0);
}

TEST_CASE("a split and a burst are never chosen on the monster's turn, whatever their priority") {
  NeoMouseRun run(
      " \"abilities\": [{ \"kind\": \"split\", \"max_alive\": 5, \"priority\": 9 }, { \"kind\": "
      "\"burst\", \"radius\": 3, \"damage\": { \"min\": 50, \"max\": 50 }, \"priority\": 9 }, "
      "{ \"kind\": \"melee\" }],");
  game::World& world = *run.world;
  world.setup().set_god_mode(true);
  REQUIRE(world.setup().place_player(world.player().position + core::Point{1, 0}));
  const game::TurnReport report = world.perform(game::Action::wait());
  // Its bite, of the lowest priority, is what it does next to the player.
  REQUIRE(report.attacks.size() == 1);
  CHECK(report.attacks.front().attacker == game::Actor::of(run.neo));
  CHECK(count_named(world, "Neo Mouse") == 1);
  CHECK_FALSE(was_said(world, "The Neo Mouse bursts!"));
}
