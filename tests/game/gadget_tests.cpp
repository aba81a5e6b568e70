// SPDX-License-Identifier: MIT
// The gadgets of items.json: a flash that dazzles around the player, a teleporter, a map chip, and a lure
// that squeaks where it lands.
#include <doctest/doctest.h>

#include <memory>
#include <string>

#include "dummy_data.h"
#include "game/model/stacks.h"
#include "game/session/content_library.h"
#include "game/world/world.h"
#include "shipped_content.h"
#include "temp_data_folder.h"
#include "world_lookups.h"

namespace {

using core::Point;

// Seed 42's first room with `carried` in the pack.
game::World start_with(const char* carried) {
  game::World world = dummy_data().start();
  REQUIRE(world.setup().give(carried));
  return world;
}

bool stunned(const game::Monster& monster) {
  return std::ranges::any_of(
      monster.statuses, [](const game::StatusEffect& status) { return status.kind == content::StatusKind::Stunned; });
}

}  // namespace

TEST_CASE("a Camera Flash stuns every monster within 3 tiles that the player sees, and no farther one") {
  game::World world = start_with("Camera Flash");
  const auto near = world.setup().spawn("Training Dummy", kSeed42Start + Point{3, 2});
  const auto far = world.setup().spawn("Training Dummy", kSeed42Start + Point{-4, 0});
  REQUIRE(near);
  REQUIRE(far);
  const game::TurnReport report = world.perform(game::Action::use(0));
  REQUIRE(report.done);
  CHECK(stunned(monster_with_id(world, *near)));
  CHECK_FALSE(stunned(monster_with_id(world, *far)));
  CHECK(count_carried(world, "Camera Flash") == 0);
  CHECK(world.turn() == 1);
}

TEST_CASE("a Teleporter Chip sends the player at least 8 tiles off, onto a free floor tile, and is used up") {
  game::World world = start_with("Teleporter Chip");
  REQUIRE(world.setup().travel_to_floor(2));
  const Point before = world.player().position;
  REQUIRE(world.perform(game::Action::use(0)).done);
  CHECK(core::chebyshev_distance(world.player().position, before) >= 8);
  CHECK(world.floor().is_floor(world.player().position));
  CHECK(count_carried(world, "Teleporter Chip") == 0);
}

TEST_CASE("a Map Chip shows the whole floor and finds its traps") {
  game::World world = start_with("Map Chip");
  REQUIRE(world.setup().travel_to_floor(4));
  REQUIRE_FALSE(world.floor().traps.empty());
  REQUIRE(world.perform(game::Action::use(0)).done);
  for (const std::uint8_t seen : world.floor().seen.cells()) CHECK(seen == 1);
  for (const game::Entity& trap : world.floor().traps) CHECK(std::get<game::Trap>(trap.kind).found);
}

TEST_CASE("a Squeaky Toy lands with a squeak that wakes a sleeper out of sight of it, who heads for the toy") {
  game::World world = start_with("Squeaky Toy");
  const auto sleeper = world.setup().spawn("Sleepy Dummy", {39, 21});
  REQUIRE(sleeper);
  REQUIRE(monster_with_id(world, *sleeper).sleeping);
  // Seven tiles off: past where the rules' noise of a thrown thing (6) carries, within half the toy's 14.
  const Point aim{46, 26};
  REQUIRE(core::chebyshev_distance(aim, {39, 21}) == 7);
  REQUIRE(world.perform(game::Action::throw_item(0, aim)).done);
  CHECK_FALSE(monster_with_id(world, *sleeper).sleeping);
  CHECK(monster_with_id(world, *sleeper).patrol_target == aim);
  // It lies where it landed, to be thrown again.
  bool lying = false;
  for (const game::Entity& entity : world.floor().entities)
    lying = lying || (entity.definition == "Squeaky Toy" && entity.position == aim);
  CHECK(lying);
}

TEST_CASE("a thing thrown onto the stairs rolls off beside them, where it can be picked up") {
  game::World world = start_with("Squeaky Toy");
  const game::Entity* stairs = world.floor().stairs(game::StairsDirection::Up);
  REQUIRE(stairs != nullptr);
  const Point at = stairs->position;
  REQUIRE(world.perform(game::Action::throw_item(0, at)).done);
  const auto toy = std::ranges::find(world.floor().entities, std::string("Squeaky Toy"), &game::Entity::definition);
  REQUIRE(toy != world.floor().entities.end());
  CHECK(toy->position != at);
  CHECK(core::chebyshev_distance(toy->position, at) == 1);
}
