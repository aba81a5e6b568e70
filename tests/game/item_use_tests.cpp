// SPDX-License-Identifier: MIT
// Two things a player ran into: drop-and-pick-up farmed XP without end, and
// using an item that could do nothing spent it and a turn.
#include <doctest/doctest.h>

#include "game/rules/status_effects.h"
#include "game/saving/save_file.h"
#include "game/world/world.h"
#include "poisoning.h"
#include "reloaded_world.h"
#include "shipped_content.h"

namespace {

using core::Point;

// Steps off the tile and back onto it, picking up what lies there.
void step_off_and_back(game::World& world) {
  REQUIRE(world.perform(game::Action::move({1, 0})).done);
  REQUIRE(world.perform(game::Action::move({-1, 0})).done);
}

}  // namespace

TEST_CASE("dropping an item and picking it up again gives no more XP") {
  game::World world = start_room();
  REQUIRE(world.setup().spawn("Crowbar", {43, 23}));
  REQUIRE(world.perform(game::Action::move({1, 0})).done);
  REQUIRE(world.player().xp == 1);
  for (int i = 0; i < 5; ++i) {
    REQUIRE(world.perform(game::Action::drop(0)).done);
    step_off_and_back(world);
    REQUIRE(world.player().inventory.size() == 1);
  }
  CHECK(world.player().xp == 1);
}

TEST_CASE("a dropped item remembers across a save that it gave its XP") {
  game::World world = start_room();
  REQUIRE(world.setup().spawn("Crowbar", {43, 23}));
  REQUIRE(world.perform(game::Action::move({1, 0})).done);
  REQUIRE(world.perform(game::Action::drop(0)).done);
  game::World continued = reloaded(world);
  step_off_and_back(continued);
  REQUIRE(continued.player().inventory.size() == 1);
  CHECK(continued.player().xp == 1);
}

TEST_CASE("a thing never carried still gives its XP once, and a dropped piece of equipment none") {
  game::World world = start_room();
  REQUIRE(world.setup().give_equipped("Crowbar"));
  REQUIRE(world.perform(game::Action::drop_equipped(content::EquipmentSlot::Weapon)).done);
  REQUIRE(world.setup().spawn("Key", {43, 23}));
  step_off_and_back(world);
  CHECK(world.player().inventory.size() == 2);
  CHECK(world.player().xp == 1);  // the Key's; the worn Crowbar was never found
}

TEST_CASE("a vial of antivenom is not spent when the player is not poisoned, and no turn passes") {
  game::World world = start_room();
  REQUIRE(world.setup().give("Vial of Antivenom"));
  const game::TurnReport report = world.perform(game::Action::use(0));
  CHECK_FALSE(report.done);
  CHECK_FALSE(report.turn_passed);
  CHECK(world.turn() == 0);
  CHECK(world.player().inventory.size() == 1);
  CHECK(world.messages().all().back().text == "You are not poisoned.");
}

TEST_CASE("a health pack is not spent at full HP, and no turn passes") {
  game::World world = start_room();
  REQUIRE(world.setup().give("Health Pack"));
  REQUIRE(world.player().hp == world.player().stats.max_hp);
  const game::TurnReport report = world.perform(game::Action::use(0));
  CHECK_FALSE(report.done);
  CHECK(world.turn() == 0);
  CHECK(world.player().inventory.size() == 1);
  CHECK(world.messages().all().back().text == "Your HP is already full.");
}

TEST_CASE("items that would do something are still used, and take a turn") {
  game::World world = start_room();
  REQUIRE(world.setup().give("Vial of Antivenom"));
  wait_until_poisoned(world);
  const int turn = world.turn();
  REQUIRE(world.perform(game::Action::use(0)).done);
  CHECK(world.turn() == turn + 1);
  CHECK_FALSE(game::has_status(world.player(), content::StatusKind::Poisoned));
  CHECK(world.player().inventory.empty());
}
