// SPDX-License-Identifier: MIT
#include <doctest/doctest.h>

#include <algorithm>

#include "game/world/world.h"
#include "shipped_content.h"

namespace {

using core::Point;
using Cue = game::TurnSound::Cue;

bool tells(const game::TurnReport& report, Cue cue, const std::string& definition = "") {
  return std::ranges::find(report.sounds, game::TurnSound{cue, definition}) != report.sounds.end();
}

}  // namespace

TEST_CASE("a step is heard, and picking something up names what was picked up") {
  game::World world(42, shipped_factory());
  REQUIRE(world.setup().spawn("Crowbar", kSeed42Start + Point{1, 0}));
  const game::TurnReport report = world.perform(game::Action::move({1, 0}));
  CHECK(tells(report, Cue::Step));
  CHECK(tells(report, Cue::Pickup, "Crowbar"));
}

TEST_CASE("a blow that lands names the monster it hurt, and a kill names the one that died") {
  game::World world(42, shipped_factory());
  REQUIRE(world.setup().spawn("Micro Mouse", kSeed42Start + Point{1, 0}));
  bool landed = false;
  bool killed = false;
  for (int blow = 0; blow < 40 && !killed; ++blow) {
    const game::TurnReport report = world.perform(game::Action::move({1, 0}));
    landed = landed || tells(report, Cue::Hit, "Micro Mouse");
    killed = tells(report, Cue::Kill, "Micro Mouse");
    // Each swing sounds one way or the other, as the dice fell.
    const bool heard = tells(report, Cue::Hit, "Micro Mouse") || tells(report, Cue::Miss) || tells(report, Cue::Step);
    CHECK(heard);
  }
  CHECK(landed);
  CHECK(killed);
}

TEST_CASE("equipping and using are heard with what was equipped or used") {
  game::World world(42, shipped_factory());
  REQUIRE(world.setup().give("Crowbar"));
  CHECK(tells(world.perform(game::Action::use(0)), Cue::Equip, "Crowbar"));
  world.setup().set_player_hp(1);
  REQUIRE(world.setup().give("Health Pack"));
  CHECK(tells(world.perform(game::Action::use(0)), Cue::Use, "Health Pack"));
}

TEST_CASE("a refused action is silent: the world tells no sound for what did not happen") {
  game::World world(42, shipped_factory());
  REQUIRE(world.setup().give("Health Pack"));  // at full HP, a health pack is refused
  const game::TurnReport report = world.perform(game::Action::use(0));
  CHECK_FALSE(report.done);
  CHECK(report.sounds.empty());
}

TEST_CASE("taking the stairs is heard, not a step") {
  game::World world(42, shipped_factory());
  const game::Entity* stairs = world.floor().stairs(game::StairsDirection::Up);
  REQUIRE(stairs != nullptr);
  const bool beside = world.setup().place_player(stairs->position + Point{-1, 0}) ||
                      world.setup().place_player(stairs->position + Point{1, 0}) ||
                      world.setup().place_player(stairs->position + Point{0, 1});
  REQUIRE(beside);
  const Point step = stairs->position - world.player().position;
  const game::TurnReport report = world.perform(game::Action::move(step));
  REQUIRE(report.floor_changed);
  CHECK(tells(report, Cue::Stairs));
  CHECK_FALSE(tells(report, Cue::Step));
}
