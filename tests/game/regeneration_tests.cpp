// SPDX-License-Identifier: MIT
// Optional regeneration (regeneration_turns in rules.json): one HP every N
// turns, never while poisoned, off by default; with it on, a rest lasts until
// HP is full.
#include <doctest/doctest.h>

#include <memory>
#include <string>

#include "content/loading.h"
#include "game/rules/regeneration.h"
#include "game/rules/status_effects.h"
#include "game/travel/walk.h"
#include "game/world/world.h"
#include "shipped_content.h"
#include "temp_data_folder.h"
#include "walk_driver.h"

namespace {

// The shipped data with regeneration on, one HP every `turns` turns.
std::shared_ptr<const game::EntityFactory> factory_regenerating_every(int turns) {
  TempDataFolder folder;
  folder.replace("rules.json", "\"regeneration_turns\": 0", "\"regeneration_turns\": " + std::to_string(turns));
  content::LoadResult loaded = content::load_database(folder.path());
  REQUIRE_MESSAGE(loaded.database, loaded.diagnostics.to_string());
  CHECK(loaded.database->rules.regeneration_turns == turns);
  return std::make_shared<const game::EntityFactory>(*loaded.database);
}

game::Player wounded_player(int hp, int max_hp) {
  game::Player player;
  player.stats.max_hp = max_hp;
  player.hp = hp;
  return player;
}

void wait_turns(game::World& world, int turns) {
  for (int i = 0; i < turns; ++i) REQUIRE(world.perform(game::Action::wait()).turn_passed);
}

}  // namespace

TEST_CASE("regeneration gives one HP on each turn its period divides, and none at full HP, poisoned or off") {
  const game::Player hurt = wounded_player(5, 10);
  CHECK(game::regenerated_hp(hurt, 6, 3) == 1);
  CHECK(game::regenerated_hp(hurt, 7, 3) == 0);
  CHECK(game::regenerated_hp(hurt, 6, 0) == 0);  // off, the tutorial's rule
  CHECK(game::regenerated_hp(wounded_player(10, 10), 6, 3) == 0);
  game::Player poisoned = hurt;
  game::add_status(poisoned, content::StatusKind::Poisoned, 5);
  CHECK(game::regenerated_hp(poisoned, 6, 3) == 0);
}

TEST_CASE("the shipped rules do not regenerate: waiting heals nothing") {
  CHECK(shipped_database().rules.regeneration_turns == 0);
  game::World world(42, shipped_factory());
  world.setup().set_player_hp(3);
  wait_turns(world, 20);
  CHECK(world.player().hp == 3);
}

TEST_CASE("with regeneration on, waiting gives back one HP every N turns, up to max HP") {
  game::World world(42, factory_regenerating_every(5));
  world.setup().set_player_hp(3);
  wait_turns(world, 4);
  CHECK(world.player().hp == 3);
  wait_turns(world, 1);
  CHECK(world.player().hp == 4);
  wait_turns(world, 10);
  CHECK(world.player().hp == 6);
  wait_turns(world, 5 * world.player().stats.max_hp);
  CHECK(world.player().hp == world.player().stats.max_hp);
}

TEST_CASE("a rest with regeneration on ends when HP is full, and says so") {
  game::World world(42, factory_regenerating_every(2));
  const int max_hp = world.player().stats.max_hp;
  world.setup().set_player_hp(max_hp - 3);
  game::Walk rest = game::Walk::rest(world);
  drive(world, rest);
  REQUIRE(rest.over());
  CHECK(world.player().hp == max_hp);
  CHECK(rest.steps() == 6);  // turns 2, 4 and 6 each gave one HP
  CHECK(rest.ending().why == game::WalkEnd::HpFull);
  CHECK(rest.ending().message == "You rest until your HP is full.");
}

TEST_CASE("without regeneration a rest at low HP takes no turn: it would wait for HP that never comes") {
  game::World world(42, shipped_factory());
  world.setup().set_player_hp(3);
  game::Walk rest = game::Walk::rest(world);
  drive(world, rest);
  CHECK(rest.ending().why == game::WalkEnd::NoRegeneration);
  CHECK(rest.steps() == 0);
  CHECK(world.turn() == 0);
}
