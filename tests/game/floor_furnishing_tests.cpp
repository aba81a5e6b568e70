// SPDX-License-Identifier: MIT
#include <doctest/doctest.h>

#include <array>
#include <cstdint>
#include <initializer_list>
#include <set>
#include <vector>

#include "core/distance_map.h"
#include "core/rng.h"
#include "game/generation/floor_builder.h"
#include "game/generation/floor_population.h"
#include "shipped_content.h"

namespace {

using core::Point;

constexpr std::uint64_t kSeeds = 200;
constexpr int kFirstFloor = 1;
constexpr int kLastFloor = 12;

// Floors 1 to 12 of the first kSeeds runs, built once for every test here.
const std::vector<game::Floor>& sample_floors() {
  static const std::vector<game::Floor> floors = [] {
    std::vector<game::Floor> built;
    for (std::uint64_t seed = 0; seed < kSeeds; ++seed) {
      for (int number = kFirstFloor; number <= kLastFloor; ++number) {
        // Without the special rooms, whose own keys, doors and equipment are tested with them.
        built.push_back(
            game::build_floor(number, seed, *shipped_factory_without_rooms(), std::make_shared<game::EntityIds>()));
      }
    }
    return built;
  }();
  return floors;
}

bool is_locked_door(const game::Entity& entity) {
  const auto* door = std::get_if<game::Door>(&entity.kind);
  return door != nullptr && door->locked;
}

bool is_key(const game::Entity& entity) {
  const auto* item = std::get_if<game::Item>(&entity.kind);
  return item != nullptr && item->traits.effect == content::ItemEffect::Unlock;
}

bool is_equipment(const game::Entity& entity) {
  return std::holds_alternative<game::Equipment>(entity.kind);
}

int count_if(const game::Floor& floor, bool (*wanted)(const game::Entity&)) {
  int count = 0;
  for (const game::Entity& entity : floor.entities) count += wanted(entity) ? 1 : 0;
  return count;
}

// Everything on `floor` stands on a floor tile, and no two things share one.
void check_each_thing_alone_on_floor(const game::Floor& floor) {
  std::set<Point> taken;
  for (const game::Entity& entity : floor.entities) {
    CHECK(floor.is_floor(entity.position));
    CHECK(taken.insert(entity.position).second);
  }
}

bool has_locked_door(const game::Floor& floor, Point p) {
  for (const game::Entity& entity : floor.entities) {
    if (entity.position == p && is_locked_door(entity)) return true;
  }
  return false;
}

// Where the player arrives: the stairs down.
Point arrival(const game::Floor& floor) {
  const game::Entity* stairs = floor.stairs(game::StairsDirection::Down);
  REQUIRE(stairs != nullptr);
  return stairs->position;
}

// Walking steps from the arrival, with every locked door shut except at `open_door`.
core::Grid<int> steps_from_arrival(const game::Floor& floor, std::optional<Point> open_door = std::nullopt) {
  core::Grid<std::uint8_t> walkable = core::walkable_mask(floor.cells);
  for (const game::Entity& entity : floor.entities) {
    if (is_locked_door(entity) && entity.position != open_door) walkable[entity.position] = 0;
  }
  const std::array<Point, 1> goals{arrival(floor)};
  return core::distance_map(walkable, goals);
}

std::vector<Point> orthogonal_floor_neighbours(const game::Floor& floor, Point p) {
  std::vector<Point> found;
  for (const Point direction : core::kDirections4) {
    if (floor.is_floor(p + direction)) found.push_back(p + direction);
  }
  return found;
}

bool all_walls(const game::Floor& floor, std::initializer_list<Point> tiles) {
  for (const Point tile : tiles) {
    if (!floor.is_wall(tile)) return false;
  }
  return true;
}

// A one-tile hollow: a single way in from a floor tile without a door, walls on
// both sides and at the far end, corners included.
bool in_alcove(const game::Floor& floor, Point p) {
  const std::vector<Point> ways_in = orthogonal_floor_neighbours(floor, p);
  if (ways_in.size() != 1 || has_locked_door(floor, ways_in[0])) return false;
  const Point inward = p - ways_in[0];
  const Point side{inward.y, inward.x};
  return all_walls(floor, {p + side, p - side, p + inward, p + inward + side, p + inward - side});
}

// A one-tile room whose only way in is a locked doorway in a wall, with floor in front of the door.
bool behind_locked_door(const game::Floor& floor, Point p) {
  const std::vector<Point> ways_in = orthogonal_floor_neighbours(floor, p);
  if (ways_in.size() != 1 || !has_locked_door(floor, ways_in[0])) return false;
  const Point door = ways_in[0];
  const Point inward = p - door;
  const Point side{inward.y, inward.x};
  return floor.is_floor(door - inward) && all_walls(floor, {door + side, door - side, p + side, p - side, p + inward,
                                                            p + inward + side, p + inward - side});
}

// The tiles next to a door that cannot be reached while every door is shut.
std::vector<Point> rooms_behind(const game::Floor& floor, Point door, const core::Grid<int>& steps) {
  std::vector<Point> rooms;
  for (const Point tile : orthogonal_floor_neighbours(floor, door)) {
    if (steps[tile] == core::kUnreachable) rooms.push_back(tile);
  }
  return rooms;
}

// A 14 x 14 floor that is one open room: every wall is on the map's border, so no niche fits.
game::Floor open_room_floor(int number, core::Rng& rng) {
  game::Floor floor;
  floor.number = number;
  floor.cells = core::Grid<core::Cell>(14, 14, core::Cell::Wall);
  for (int y = 1; y < 13; ++y) {
    for (int x = 1; x < 13; ++x) floor.cells[{x, y}] = core::Cell::Floor;
  }
  floor.player_start = {6, 6};
  game::CreateResult stairs = shipped_factory()->create("Stairs (Down)", {number, rng});
  REQUIRE(stairs.entity);
  floor.place(*stairs.entity, floor.player_start);
  game::refresh_opacity(floor);
  return floor;
}

}  // namespace

TEST_CASE("every weapon, armour and microchip lies in an alcove or behind a locked door, and none is lost") {
  const content::FloorRules& rules = shipped_database().floors;
  const int pieces_per_floor = rules.weapons_per_floor + rules.armour_per_floor + rules.microchips_per_floor;
  for (const game::Floor& floor : sample_floors()) {
    CHECK(count_if(floor, is_equipment) == pieces_per_floor);
    for (const game::Entity& entity : floor.entities) {
      if (!is_equipment(entity)) continue;
      INFO("floor ", floor.number, ", ", entity.name, " at ", entity.position.x, ",", entity.position.y);
      CHECK((in_alcove(floor, entity.position) || behind_locked_door(floor, entity.position)));
    }
  }
}

TEST_CASE("a floor has exactly as many locked doors as keys, and about half the floors have a key") {
  int floors_with_a_key = 0;
  for (const game::Floor& floor : sample_floors()) {
    const int keys = count_if(floor, is_key);
    CHECK(count_if(floor, is_locked_door) == keys);
    CHECK(keys <= 1);  // the shipped rule gives one key at 50 percent
    floors_with_a_key += keys > 0 ? 1 : 0;
  }
  const int floors = static_cast<int>(sample_floors().size());
  CHECK(floors_with_a_key * 100 >= floors * 45);
  CHECK(floors_with_a_key * 100 <= floors * 55);
}

TEST_CASE("every key can be picked up without passing a locked door") {
  for (const game::Floor& floor : sample_floors()) {
    const core::Grid<int> steps = steps_from_arrival(floor);
    for (const game::Entity& entity : floor.entities) {
      if (is_key(entity)) CHECK(steps[entity.position] != core::kUnreachable);
    }
  }
}

TEST_CASE("the room behind a locked door holds one piece of equipment and is reached only through that door") {
  for (const game::Floor& floor : sample_floors()) {
    const core::Grid<int> steps = steps_from_arrival(floor);
    for (const game::Entity& door : floor.entities) {
      if (!is_locked_door(door)) continue;
      const std::vector<Point> rooms = rooms_behind(floor, door.position, steps);
      REQUIRE(rooms.size() == 1);
      const game::Entity* held = floor.entity_at(rooms[0]);
      REQUIRE(held != nullptr);
      CHECK(is_equipment(*held));
      CHECK(steps_from_arrival(floor, door.position)[rooms[0]] != core::kUnreachable);
    }
  }
}

TEST_CASE("the stairs up can be reached from the arrival with every locked door shut") {
  for (const game::Floor& floor : sample_floors()) {
    const game::Entity* up = floor.stairs(game::StairsDirection::Up);
    REQUIRE(up != nullptr);
    CHECK(steps_from_arrival(floor)[up->position] != core::kUnreachable);
  }
}

TEST_CASE("no two things stand on the same tile, and everything stands on floor") {
  for (const game::Floor& floor : sample_floors()) check_each_thing_alone_on_floor(floor);
}

TEST_CASE("every floor tile but the rooms behind locked doors can be reached with every door shut") {
  for (const game::Floor& floor : sample_floors()) {
    const core::Grid<int> steps = steps_from_arrival(floor);
    int unreachable = 0;
    for (std::size_t i = 0; i < floor.cells.cells().size(); ++i) {
      const Point p = floor.cells.point_at(i);
      if (!floor.is_floor(p) || has_locked_door(floor, p) || steps[p] != core::kUnreachable) continue;
      ++unreachable;
      CHECK(behind_locked_door(floor, p));
    }
    CHECK(unreachable == count_if(floor, is_locked_door));
  }
}

TEST_CASE("carved niches are see-through like any floor, while walls stay opaque") {
  int carved = 0;
  for (const game::Floor& floor : sample_floors()) {
    for (const game::Entity& entity : floor.entities) {
      if (is_equipment(entity)) carved += floor.opaque[entity.position] == 0 ? 1 : 0;
    }
    for (std::size_t i = 0; i < floor.cells.cells().size(); ++i) {
      const Point p = floor.cells.point_at(i);
      if (has_locked_door(floor, p)) continue;  // a door's opacity is the door's business
      CHECK(floor.opaque[p] == (floor.is_wall(p) ? 1 : 0));
    }
  }
  CHECK(carved > 0);
}

TEST_CASE("equipment niches open away from the arrival wherever the walls allow") {
  int pieces = 0;
  int near_arrival = 0;
  for (const game::Floor& floor : sample_floors()) {
    const core::Grid<int> steps = core::distance_map(core::walkable_mask(floor.cells), std::array{arrival(floor)});
    for (const game::Entity& entity : floor.entities) {
      if (!is_equipment(entity)) continue;
      ++pieces;
      near_arrival += steps[entity.position] < 10 ? 1 : 0;
    }
  }
  CHECK(near_arrival * 100 <= pieces);
}

TEST_CASE("the same seed furnishes the same floor") {
  for (std::uint64_t seed = 0; seed < 5; ++seed) {
    for (int number = kFirstFloor; number <= kLastFloor; ++number) {
      const game::Floor again =
          game::build_floor(number, seed, *shipped_factory_without_rooms(), std::make_shared<game::EntityIds>());
      const game::Floor& first = sample_floors()[seed * (kLastFloor - kFirstFloor + 1) + (number - kFirstFloor)];
      CHECK(again.cells == first.cells);
      REQUIRE(again.entities.size() == first.entities.size());
      for (std::size_t i = 0; i < first.entities.size(); ++i) {
        CHECK(again.entities[i].name == first.entities[i].name);
        CHECK(again.entities[i].position == first.entities[i].position);
      }
    }
  }
}

TEST_CASE("on a floor with no wall to carve, equipment lies on free tiles and no key or door appears") {
  const content::FloorRules& rules = shipped_database().floors;
  const int pieces_per_floor = rules.weapons_per_floor + rules.armour_per_floor + rules.microchips_per_floor;
  for (std::uint64_t seed = 0; seed < 50; ++seed) {
    core::Rng rng(seed);
    game::Floor floor = open_room_floor(5, rng);
    const core::Grid<core::Cell> before = floor.cells;
    game::populate_floor(floor, floor.player_start, *shipped_factory(), rng);
    CHECK(floor.cells == before);
    CHECK(count_if(floor, is_equipment) == pieces_per_floor);
    CHECK(count_if(floor, is_key) == 0);
    CHECK(count_if(floor, is_locked_door) == 0);
    check_each_thing_alone_on_floor(floor);
  }
}
