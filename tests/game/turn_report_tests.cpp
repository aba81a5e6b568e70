// SPDX-License-Identifier: MIT
#include <doctest/doctest.h>

#include <algorithm>
#include <optional>

#include "game/world/world.h"
#include "shipped_content.h"

// Floor 0 is one room, (38,20)-(46,26), the player starting at its centre (42,23).
namespace {

using content::EquipmentSlot;
using core::Point;
using game::Refusal;

std::optional<Refusal> refusal_of(game::World& world, const game::Action& action) {
  const game::TurnReport report = world.perform(action);
  CHECK(report.done == !report.refusal.has_value());
  return report.refusal;
}

}  // namespace

TEST_CASE("the report names who moved: the player's step and a monster's") {
  game::World world = start_room();
  const std::optional<game::EntityId> neo = world.setup().spawn("Neo Mouse", {46, 23});
  REQUIRE(neo);
  const game::TurnReport report = world.perform(game::Action::move({1, 0}));
  REQUIRE(report.moves.size() == 2);
  CHECK(report.moves[0].who == game::Actor::player());
  CHECK(report.moves[0].from == Point{42, 23});
  CHECK(report.moves[0].to == Point{43, 23});
  CHECK_FALSE(report.moves[0].changed_floor());
  CHECK(report.moves[1].who == game::Actor::of(*neo));
  CHECK(report.moves[1].from == Point{46, 23});
  CHECK(report.moves[1].to == Point{45, 23});
  CHECK(report.moves[1].seen);
}

TEST_CASE("the report tells the climb to another floor as a move from floor to floor") {
  game::World world = start_room();
  const game::Entity* stairs = world.floor().stairs(game::StairsDirection::Up);
  REQUIRE(stairs);
  const auto side = std::ranges::find_if(
      core::kDirections8, [&](Point direction) { return world.setup().place_player(stairs->position - direction); });
  REQUIRE(side != std::end(core::kDirections8));
  const Point beside = stairs->position - *side;
  const game::TurnReport report = world.perform(game::Action::move(*side));
  REQUIRE(report.floor_changed);
  REQUIRE(report.moves.size() == 1);
  CHECK(report.moves[0].from == beside);
  CHECK(report.moves[0].from_floor == 0);
  CHECK(report.moves[0].to_floor == 1);
  CHECK(report.moves[0].to == world.player().position);
}

TEST_CASE("the report names attacker and target of each blow, and the monster killed") {
  game::World world = start_room();
  const std::optional<game::EntityId> mouse = world.setup().spawn("Micro Mouse", {43, 23});
  REQUIRE(mouse);
  std::optional<game::TurnAttack> bite;
  std::optional<game::TurnKill> kill;
  for (int blow = 0; blow < 100 && !kill; ++blow) {
    const game::TurnReport report = world.perform(game::Action::move({1, 0}));
    REQUIRE(!report.attacks.empty());
    CHECK(report.attacks[0].attacker == game::Actor::player());
    CHECK(report.attacks[0].target == game::Actor::of(*mouse));
    CHECK(report.attacks[0].from == Point{42, 23});
    CHECK(report.attacks[0].to == Point{43, 23});
    CHECK(report.attacks[0].hit == (report.attacks[0].damage > 0));
    if (report.attacks.size() > 1) bite = report.attacks[1];
    if (!report.kills.empty()) kill = report.kills[0];
  }
  REQUIRE(kill);
  CHECK(kill->id == *mouse);
  CHECK(kill->position == Point{43, 23});
  CHECK(kill->seen);
  CHECK_FALSE(kill->sprite.empty());
  if (bite) {
    CHECK(bite->attacker == game::Actor::of(*mouse));
    CHECK(bite->target == game::Actor::player());
  }
}

TEST_CASE("every refused action says why") {
  game::World world = start_room();
  REQUIRE(world.setup().place_player({38, 23}));
  CHECK(refusal_of(world, game::Action::move({-1, 0})) == Refusal::Wall);
  REQUIRE(world.setup().spawn("Door", {39, 23}));
  CHECK(refusal_of(world, game::Action::move({1, 0})) == Refusal::LockedDoor);
  CHECK(refusal_of(world, game::Action::use(0)) == Refusal::NoSuchItem);
  CHECK(refusal_of(world, game::Action::drop(3)) == Refusal::NoSuchItem);
  CHECK(refusal_of(world, game::Action::unequip(EquipmentSlot::Weapon)) == Refusal::EmptySlot);
  CHECK(refusal_of(world, game::Action::drop_equipped(EquipmentSlot::Armour)) == Refusal::EmptySlot);
  REQUIRE(world.setup().give("Key"));
  CHECK(refusal_of(world, game::Action::use(0)) == Refusal::UselessUse);
  REQUIRE(world.setup().give_equipped("Biker Jacket"));
  while (world.setup().give("Crowbar")) {
  }
  CHECK(refusal_of(world, game::Action::unequip(EquipmentSlot::Armour)) == Refusal::PackFull);
  CHECK(refusal_of(world, game::Action::move({1, 0})) == std::nullopt);  // the key opens the door
}

TEST_CASE("a finished run refuses every action, saying so") {
  game::World world = start_room();
  world.setup().set_player_hp(1);
  REQUIRE(world.setup().spawn("Micro Mouse", {43, 23}));
  for (int turn = 0; turn < 1000 && !world.run_over(); ++turn) world.perform(game::Action::wait());
  REQUIRE(world.run_over());
  CHECK(refusal_of(world, game::Action::wait()) == Refusal::RunOver);
  CHECK(refusal_of(world, game::Action::move({0, 1})) == Refusal::RunOver);
}
