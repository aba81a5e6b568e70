// SPDX-License-Identifier: MIT
#include <doctest/doctest.h>

#include "game/travel/stairs_walk.h"
#include "game/world/world.h"
#include "shipped_content.h"

TEST_CASE("the walk to the stairs ends on them, and is refused with the reason when it cannot start") {
  game::World world(42, shipped_factory());  // the storeroom: stairs up in sight, none down
  const game::StairsWalk up = game::stairs_walk(world, game::StairsDirection::Up);
  REQUIRE(up.destination);
  CHECK(*up.destination == world.floor().stairs(game::StairsDirection::Up)->position);
  CHECK(game::stairs_walk(world, game::StairsDirection::Down).refusal == "There are no stairs down on this floor.");

  REQUIRE(world.setup().place_player(*up.destination));
  CHECK(game::stairs_walk(world, game::StairsDirection::Up).refusal ==
        "You are standing on the stairs up: step off and back on to take them.");

  // A floor just entered, whose stairs up are out of sight from the stairs down the player arrives on.
  bool unseen_stairs_found = false;
  for (int floor = 1; floor < game::top_floor(shipped_database()) && !unseen_stairs_found; ++floor) {
    REQUIRE(world.setup().travel_to_floor(floor));
    const game::Entity* stairs_up = world.floor().stairs(game::StairsDirection::Up);
    unseen_stairs_found = stairs_up && !world.floor().seen[stairs_up->position];
  }
  REQUIRE(unseen_stairs_found);
  CHECK(game::stairs_walk(world, game::StairsDirection::Up).refusal ==
        "You have not found the stairs up on this floor yet.");
}
