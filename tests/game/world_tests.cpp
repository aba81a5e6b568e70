// SPDX-License-Identifier: MIT
#include <doctest/doctest.h>

#include "game/world/world.h"
#include "shipped_content.h"
#include "test_floor.h"

namespace {

using core::Point;

// Walks the player straight towards `goal` along one axis until blocked or arrived.
void walk_until_blocked(game::World& world, Point direction, int max_steps = 200) {
  for (int i = 0; i < max_steps; ++i) {
    if (!world.perform(game::Action::move(direction)).done) return;
  }
}

// Moves the player onto floor 0's stairs up by walking the distance map.
void climb_from_floor_zero(game::World& world) {
  const game::Entity* stairs = world.floor().stairs(game::StairsDirection::Up);
  REQUIRE(stairs != nullptr);
  const Point target = stairs->position;
  for (int i = 0; i < 50 && world.floor_number() == 0; ++i) {
    const Point here = world.player().position;
    const Point step{(target.x > here.x) - (target.x < here.x), (target.y > here.y) - (target.y < here.y)};
    world.perform(game::Action::move(step));
  }
}

// An entity of the given kind, for a floor drawn by a test.
game::Entity thing(game::EntityKind kind, bool solid = false) {
  game::Entity entity;
  entity.solid = solid;
  entity.kind = std::move(kind);
  return entity;
}

}  // namespace

TEST_CASE("a new run starts on floor 0 inside the start room, with the player's surroundings visible") {
  game::World world(42, shipped_factory());
  CHECK(world.floor_number() == 0);
  CHECK(world.floor().is_floor(world.player().position));
  CHECK(world.floor().visible[world.player().position] == 1);
  CHECK(world.floor().seen[world.player().position] == 1);
  CHECK(world.floor().stairs(game::StairsDirection::Up) != nullptr);
  CHECK(world.floor().stairs(game::StairsDirection::Down) == nullptr);
}

TEST_CASE("walls block the player and a blocked step takes no turn") {
  game::World world(7, shipped_factory());
  walk_until_blocked(world, {-1, 0});
  const Point stopped = world.player().position;
  const int turn = world.turn();
  CHECK_FALSE(world.perform(game::Action::move({-1, 0})).done);
  CHECK(world.player().position == stopped);
  CHECK(world.turn() == turn);
  CHECK(world.floor().is_wall(stopped + Point{-1, 0}));
}

TEST_CASE("moving one step changes the position by that step and spends a turn") {
  game::World world(3, shipped_factory());
  const Point start = world.player().position;
  REQUIRE(world.perform(game::Action::move({1, 0})).done);
  CHECK(world.player().position == start + Point{1, 0});
  CHECK(world.turn() == 1);
}

TEST_CASE("remembered tiles stay seen after they leave the field of view") {
  game::World world(11, shipped_factory());
  climb_from_floor_zero(world);
  REQUIRE(world.floor_number() == 1);
  const auto seen_before = world.floor().seen;
  for (int i = 0; i < 30; ++i) world.perform(game::Action::move({1, 0}));
  for (std::size_t i = 0; i < seen_before.cells().size(); ++i) {
    if (seen_before.cells()[i]) REQUIRE(world.floor().seen.cells()[i] == 1);
  }
}

TEST_CASE("walking onto the stairs up enters the next floor beside its stairs down, with a message") {
  game::World world(42, shipped_factory());
  climb_from_floor_zero(world);
  REQUIRE(world.floor_number() == 1);
  const game::Entity* down = world.floor().stairs(game::StairsDirection::Down);
  REQUIRE(down != nullptr);
  CHECK(core::chebyshev_distance(world.player().position, down->position) == 1);
  CHECK(world.player().position == game::arrival_beside(world.floor(), down->position));
  CHECK(world.messages().all().back().text == "Entering floor #1: The cages.");
}

TEST_CASE("after arriving, stepping away and back does not take the stairs by accident") {
  for (std::uint64_t seed : {5u, 42u, 77u}) {
    game::World world(seed, shipped_factory());
    climb_from_floor_zero(world);
    REQUIRE(world.floor_number() == 1);
    const Point arrival = world.player().position;
    const Point stairs = world.floor().stairs(game::StairsDirection::Down)->position;
    for (Point direction : core::kDirections8) {
      if (arrival + direction == stairs) continue;
      const game::TurnReport away = world.perform(game::Action::move(direction));
      if (!away.done) continue;
      CHECK_FALSE(away.floor_changed);
      CHECK_FALSE(world.perform(game::Action::move({-direction.x, -direction.y})).floor_changed);
      CHECK(world.floor_number() == 1);
      CHECK(world.player().position == arrival);
      break;
    }
  }
}

TEST_CASE("going back down is one deliberate step onto the stairs, and returns to the floor as it was left") {
  game::World world(5, shipped_factory());
  climb_from_floor_zero(world);
  REQUIRE(world.floor_number() == 1);
  const Point arrival = world.player().position;
  const Point down = world.floor().stairs(game::StairsDirection::Down)->position;
  const auto floor_one_seen = world.floor().seen;
  REQUIRE(world.perform(game::Action::move(down - arrival)).floor_changed);
  CHECK(world.floor_number() == 0);
  const Point up = world.floor().stairs(game::StairsDirection::Up)->position;
  CHECK(core::chebyshev_distance(world.player().position, up) == 1);
  // Up again: the same floor 1, on the same arrival tile, with what was seen still remembered.
  REQUIRE(world.perform(game::Action::move(up - world.player().position)).floor_changed);
  CHECK(world.floor_number() == 1);
  CHECK(world.player().position == arrival);
  for (std::size_t i = 0; i < floor_one_seen.cells().size(); ++i) {
    if (floor_one_seen.cells()[i]) REQUIRE(world.floor().seen.cells()[i] == 1);
  }
}

TEST_CASE("the arrival tile is the first free side of the stairs, then a corner, else the stairs themselves") {
  const std::vector<std::string> rows = {
      "#####", "#...#", "#.>.#", "#...#", "#####",
  };
  game::Floor floor = floor_from_text(rows);
  const Point stairs = find_mark(rows, '>');
  floor.place(thing(game::Stairs{game::StairsDirection::Up}), stairs);
  CHECK(game::arrival_beside(floor, stairs) == stairs + Point{0, -1});  // north first
  floor.place(thing(game::Equipment{}), stairs + Point{0, -1});
  CHECK(game::arrival_beside(floor, stairs) == stairs + Point{1, 0});  // never onto something lying there
  for (Point side : core::kDirections4) {
    floor.place(thing(game::Monster{}, true), stairs + side);
  }
  CHECK(game::arrival_beside(floor, stairs) == stairs + Point{1, -1});  // the sides taken: the first corner
  for (Point corner : {Point{1, -1}, Point{1, 1}, Point{-1, 1}, Point{-1, -1}}) {
    floor.place(thing(game::Monster{}, true), stairs + corner);
  }
  CHECK(game::arrival_beside(floor, stairs) == stairs);
}

TEST_CASE("the arrival tile is never a corner squeezed between two walls") {
  const std::vector<std::string> rows = {
      "#####",
      "#.###",
      "##>##",
      "#####",
  };
  game::Floor floor = floor_from_text(rows);
  const Point stairs = find_mark(rows, '>');
  floor.place(thing(game::Stairs{game::StairsDirection::Up}), stairs);
  // The one free tile beside the stairs is through a crack no step may take.
  CHECK(game::arrival_beside(floor, stairs) == stairs);
}

TEST_CASE("the same seed gives the same floors whatever the player did before") {
  game::World wanderer(99, shipped_factory());
  for (int i = 0; i < 20; ++i) wanderer.perform(game::Action::move(core::kDirections8[i % 8]));
  climb_from_floor_zero(wanderer);
  game::World direct(99, shipped_factory());
  climb_from_floor_zero(direct);
  REQUIRE(wanderer.floor_number() == 1);
  REQUIRE(direct.floor_number() == 1);
  CHECK(wanderer.floor().cells == direct.floor().cells);
}

TEST_CASE("a diagonal step squeezing between two walls is refused, past one wall is allowed") {
  game::Floor floor;
  // . #
  // # .   The two walls touch at a corner: no way through diagonally.
  floor.cells = core::Grid<core::Cell>(2, 2, core::Cell::Floor);
  floor.cells[{1, 0}] = core::Cell::Wall;
  floor.cells[{0, 1}] = core::Cell::Wall;
  CHECK(game::squeezes_between_walls(floor, {0, 0}, {1, 1}));
  floor.cells[{0, 1}] = core::Cell::Floor;
  CHECK_FALSE(game::squeezes_between_walls(floor, {0, 0}, {1, 1}));
  CHECK_FALSE(game::squeezes_between_walls(floor, {0, 0}, {1, 0}));
}
