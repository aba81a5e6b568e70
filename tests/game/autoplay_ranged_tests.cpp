// SPDX-License-Identifier: MIT
#include <doctest/doctest.h>

#include <algorithm>
#include <memory>
#include <string>

#include "game/autoplay/autoplay.h"
#include "game/autoplay/autoplay_bot.h"
#include "game/autoplay/autoplay_ranged.h"
#include "game/model/stacks.h"
#include "game/session/content_library.h"
#include "game/travel/exploration.h"
#include "game/world/world.h"
#include "reloaded_world.h"
#include "shipped_content.h"
#include "temp_data_folder.h"

namespace {

using core::Point;

// The shipped data with monsters that stand still (so where they are is known when the bot acts) and
// throwables whose damage is certain: a dummy one blow never kills, a weakling every blow does, an iron
// dummy the researcher's fists (1-4 against a reduction of 4) never hurt, a stone and a flask that
// strikes all around where it breaks.
class RangedBotData {
 public:
  RangedBotData() {
    folder_.replace("monsters.json", "\"monsters\": [", R"("monsters": [
    { "name": "Standing Dummy", "sprite": "neo_mouse", "description": "Stuffed.", "hp": { "min": 20, "max": 20 },
      "attack": { "min": 1, "max": 1 }, "defence": 0, "sight": 12, "xp": 7, "stationary": true },
    { "name": "Standing Weakling", "sprite": "neo_mouse", "description": "Frail.", "hp": { "min": 1, "max": 1 },
      "attack": { "min": 1, "max": 1 }, "defence": 0, "sight": 12, "xp": 7, "stationary": true },
    { "name": "Iron Dummy", "sprite": "neo_mouse", "description": "Riveted.", "hp": { "min": 200, "max": 200 },
      "attack": { "min": 1, "max": 1 }, "defence": 10, "sight": 12, "xp": 7, "stationary": true },)");
    folder_.replace("items.json", "\"items\": [", R"("items": [
    { "name": "Test Stone", "sprite": "key", "description": "Heavy.", "effect": "throw",
      "damage": { "min": 6, "max": 6 }, "range": 5 },
    { "name": "Test Flask", "sprite": "petri_dish", "description": "Fragile.", "effect": "throw",
      "damage": { "min": 2, "max": 2 }, "range": 6, "area": 1, "breaks": true },)");
    library_ = std::make_unique<game::ContentLibrary>(folder_.path(), content::SpriteCheck{});
    REQUIRE_MESSAGE(library_->load(), library_->diagnostics().to_string());
  }

  // Seed 42's first room, (38,20)-(46,26), the player at (42,23) with these things in the pack, and
  // these monsters standing where given, having seen the player (a turn waited).
  game::World start(std::initializer_list<const char*> carried,
                    std::initializer_list<std::pair<const char*, Point>> monsters) const {
    game::World world(42, library_->factory());
    REQUIRE(world.player().position == kSeed42Start);
    for (const char* name : carried) REQUIRE(world.setup().give(name));
    for (const auto& [name, at] : monsters) REQUIRE(world.setup().spawn(name, at));
    REQUIRE(world.perform(game::Action::wait()).done);
    return world;
  }

  std::shared_ptr<const game::EntityFactory> factory() const { return library_->factory(); }

 private:
  TempDataFolder folder_;
  std::unique_ptr<game::ContentLibrary> library_;
};

int carried(const game::World& world, const std::string& definition) {
  int count = 0;
  for (const game::Entity& entity : world.player().inventory)
    count += entity.definition == definition ? game::stack_count(entity) : 0;
  return count;
}

bool player_shot(const game::TurnReport& report) {
  return std::ranges::any_of(report.shots, [](const game::TurnShot& shot) { return shot.shooter.is_player(); });
}

}  // namespace

TEST_CASE("the bot fires its wielded ranged weapon at a monster across the room") {
  const RangedBotData data;
  game::World world = data.start({"Tranquilliser Dart", "Tranquilliser Dart"}, {{"Standing Dummy", {46, 23}}});
  REQUIRE(world.setup().give_equipped("Tranquilliser Pistol"));
  game::AutoplayBot bot;
  const game::TurnReport report = bot.act(world);
  REQUIRE(report.done);
  CHECK(player_shot(report));
  CHECK(report.shots.front().path.back() == Point{46, 23});
  CHECK(world.actions().back().kind == game::Action::Kind::Fire);
  CHECK(carried(world, "Tranquilliser Dart") == 1);
}

TEST_CASE("the bot throws its area throwable where two monsters stand together, else its hardest throw") {
  const RangedBotData data;
  SUBCASE("two together") {
    game::World world =
        data.start({"Test Stone", "Test Flask"}, {{"Standing Dummy", {45, 23}}, {"Standing Dummy", {46, 22}}});
    const auto action = game::ranged_attack(world);
    REQUIRE(action);
    CHECK(action->kind == game::Action::Kind::Throw);
    CHECK(world.player().inventory.at(action->inventory_index).definition == "Test Flask");
    CHECK(action->aim == Point{45, 23});
  }
  SUBCASE("one alone") {
    game::World world = data.start({"Test Flask", "Test Stone"}, {{"Standing Dummy", {45, 23}}});
    const auto action = game::ranged_attack(world);
    REQUIRE(action);
    CHECK(world.player().inventory.at(action->inventory_index).definition == "Test Stone");
  }
}

TEST_CASE("the bot keeps its throwables for monsters one blow would not kill, and for those next to it hits") {
  const RangedBotData data;
  SUBCASE("a weakling") {
    const game::World world = data.start({"Test Stone"}, {{"Standing Weakling", {45, 23}}});
    CHECK_FALSE(game::ranged_attack(world));
  }
  SUBCASE("a dummy next to the player") {
    const game::World world = data.start({"Test Stone"}, {{"Standing Dummy", {43, 23}}});
    CHECK_FALSE(game::ranged_attack(world));
  }
  SUBCASE("a dummy two steps away") {
    const game::World world = data.start({"Test Stone"}, {{"Standing Dummy", {44, 23}}});
    CHECK(game::ranged_attack(world));
  }
}

TEST_CASE("the bot never throws at a monster another stands in front of, nor beyond what it throws reaches") {
  const RangedBotData data;
  SUBCASE("behind a weakling") {
    const game::World world =
        data.start({"Test Stone"}, {{"Standing Weakling", {44, 23}}, {"Standing Dummy", {46, 23}}});
    CHECK_FALSE(game::ranged_attack(world));
  }
  SUBCASE("out of reach by hand") {
    // The dart flies 3 tiles by hand; the dummy stands 4 off.
    const game::World world = data.start({"Tranquilliser Dart"}, {{"Standing Dummy", {46, 23}}});
    CHECK_FALSE(game::ranged_attack(world));
  }
}

TEST_CASE("exploring fetches a thrown thing again, but not what the player dropped") {
  const RangedBotData data;
  game::World world = data.start({"Test Stone", "Health Pack"}, {});
  REQUIRE(world.perform(game::Action::throw_item(0, {42, 21})).done);
  REQUIRE(world.perform(game::Action::drop(0)).done);  // the Health Pack, now the pack's first
  const game::ExplorationTargets targets = game::exploration_targets(world.floor(), world.player());
  CHECK(targets.items == std::vector<Point>{{42, 21}});
}

TEST_CASE(
    "exploring leaves a throwable the player put down on purpose, before and after a save, and fetches it once "
    "thrown") {
  const RangedBotData data;
  game::World world = data.start({"Test Stone"}, {});
  REQUIRE(world.perform(game::Action::drop(0)).done);
  REQUIRE(world.perform(game::Action::move({1, 0})).done);
  CHECK(game::exploration_targets(world.floor(), world.player()).items.empty());
  game::World continued = reloaded(world, data.factory());
  CHECK(game::exploration_targets(continued.floor(), continued.player()).items.empty());
  // Picked up again and thrown, it is wanted back.
  REQUIRE(continued.perform(game::Action::move({-1, 0})).done);
  REQUIRE(continued.player().inventory.size() == 1);
  REQUIRE(continued.perform(game::Action::throw_item(0, {42, 21})).done);
  CHECK(game::exploration_targets(continued.floor(), continued.player()).items == std::vector<Point>{{42, 21}});
}

// A thrown thing rolls off the stairs (gadget_tests.cpp), but a thief's loot drops where it dies, which may
// be the stairs.
TEST_CASE("a thing lying on the stairs is no goal of exploring: a step there takes the stairs") {
  const RangedBotData data;
  game::World world = data.start({}, {});
  const game::Entity* stairs = world.floor().stairs(game::StairsDirection::Up);
  REQUIRE(stairs != nullptr);
  const Point on_the_stairs = stairs->position;
  REQUIRE(world.setup().spawn("Test Stone", on_the_stairs));
  REQUIRE(std::ranges::any_of(world.floor().entities, [&](const game::Entity& entity) {
    return entity.position == on_the_stairs && std::holds_alternative<game::Item>(entity.kind);
  }));
  CHECK(game::exploration_targets(world.floor(), world.player()).items.empty());
}

TEST_CASE("a monster the bot cannot hurt and that stands on its stone does not hold the bot") {
  const RangedBotData data;
  game::World world = data.start({"Test Stone"}, {{"Iron Dummy", {45, 23}}});
  game::AutoplayBot bot;
  int throws = 0;
  for (int act = 0; act < 300 && world.floor_number() == 0; ++act) {
    const game::TurnReport report = bot.act(world);
    REQUIRE(report.done);
    throws += player_shot(report) ? 1 : 0;
  }
  CHECK(throws == 1);
  CHECK(world.floor_number() > 0);
}

TEST_CASE("with darts, Petri Dishes and pistols on the floors, the bot throws and fires them") {
  // tests/mods/ranged_kit scatters them on every populated floor.
  game::ContentLibrary library(content::ContentSources{MOUSEKING_SHIPPED_DATA_DIR,
                                                       {std::filesystem::path(MOUSEKING_TEST_MODS_DIR) / "ranged_kit"}},
                               {});
  REQUIRE_MESSAGE(library.load(), library.diagnostics().to_string());
  int throws = 0;
  int shots = 0;
  // Ten runs: a pistol is one weapon among the floors' seven, and the bot fires only one it wields.
  for (std::uint64_t seed = 1; seed <= 10; ++seed) {
    CAPTURE(seed);
    const game::World world = game::play_autoplay_run(seed, library.factory(), 3000);
    for (const game::Action& action : world.actions()) {
      throws += action.kind == game::Action::Kind::Throw ? 1 : 0;
      shots += action.kind == game::Action::Kind::Fire ? 1 : 0;
    }
  }
  MESSAGE("throws ", throws, ", shots ", shots);
  CHECK(throws > 0);
  CHECK(shots > 0);
}
