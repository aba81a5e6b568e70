// SPDX-License-Identifier: MIT
#include <doctest/doctest.h>

#include <array>
#include <cstdint>
#include <functional>
#include <set>
#include <string>

#include "core/distance_map.h"
#include "core/dungeon.h"

using core::Cell;
using core::DungeonMap;
using core::Grid;
using core::Point;
using core::Rect;
using core::Rng;

namespace {

constexpr int kWidth = 85;
constexpr int kHeight = 48;
constexpr int kSeeds = 200;

using Generator = std::function<DungeonMap(Rng&)>;

DungeonMap rooms_for_seed(std::uint64_t seed) {
  Rng rng(seed);
  return core::generate_rooms_and_corridors(kWidth, kHeight, rng);
}

DungeonMap caves_for_seed(std::uint64_t seed) {
  Rng rng(seed);
  return core::generate_random_walk(kWidth, kHeight, rng);
}

bool on_border(const Grid<Cell>& cells, Point p) {
  return p.x == 0 || p.y == 0 || p.x == cells.width() - 1 || p.y == cells.height() - 1;
}

int count_floor(const Grid<Cell>& cells) {
  int floor = 0;
  for (const Cell cell : cells.cells()) floor += cell == Cell::Floor ? 1 : 0;
  return floor;
}

int count_unreachable_floor(const DungeonMap& map) {
  const std::array goals{map.start};
  const Grid<int> distances = core::distance_map(core::walkable_mask(map.cells), goals);
  int unreachable = 0;
  for (std::size_t i = 0; i < distances.cells().size(); ++i) {
    if (map.cells.cells()[i] == Cell::Floor && distances.cells()[i] == core::kUnreachable) ++unreachable;
  }
  return unreachable;
}

// The properties every playable floor must have, whichever generator made it.
void check_playable(const DungeonMap& map, int width, int height) {
  REQUIRE(map.cells.width() == width);
  REQUIRE(map.cells.height() == height);
  REQUIRE(map.cells.in_bounds(map.start));
  REQUIRE(map.cells[map.start] == Cell::Floor);
  for (std::size_t i = 0; i < map.cells.cells().size(); ++i) {
    const Point p = map.cells.point_at(i);
    if (on_border(map.cells, p)) REQUIRE(map.cells[p] == Cell::Wall);
  }
  REQUIRE(count_unreachable_floor(map) == 0);
}

std::string describe(const DungeonMap& map) {
  std::string text;
  for (int y = 0; y < map.cells.height(); ++y) {
    for (int x = 0; x < map.cells.width(); ++x) text += map.cells[{x, y}] == Cell::Floor ? '.' : '#';
    text += '\n';
  }
  return text;
}

}  // namespace

TEST_CASE("rooms-and-corridors floors are walled in, start on floor and reach every floor tile") {
  for (std::uint64_t seed = 0; seed < kSeeds; ++seed) {
    INFO("seed " << seed);
    check_playable(rooms_for_seed(seed), kWidth, kHeight);
  }
}

TEST_CASE("rooms never overlap and keep a wall between each other and the map edge") {
  for (std::uint64_t seed = 0; seed < kSeeds; ++seed) {
    const DungeonMap map = rooms_for_seed(seed);
    INFO("seed " << seed);
    for (std::size_t a = 0; a < map.rooms.size(); ++a) {
      const Rect& room = map.rooms[a];
      REQUIRE(room.x >= 1);
      REQUIRE(room.y >= 1);
      REQUIRE(room.x + room.w <= kWidth - 1);
      REQUIRE(room.y + room.h <= kHeight - 1);
      const Rect with_margin{room.x - 1, room.y - 1, room.w + 2, room.h + 2};
      for (std::size_t b = a + 1; b < map.rooms.size(); ++b) REQUIRE_FALSE(with_margin.intersects(map.rooms[b]));
    }
  }
}

TEST_CASE("rooms are floor, sized by the parameters, and the start is the first room's centre") {
  const core::RoomsParams params;
  for (std::uint64_t seed = 0; seed < 50; ++seed) {
    const DungeonMap map = rooms_for_seed(seed);
    REQUIRE_FALSE(map.rooms.empty());
    CHECK(map.start == map.rooms.front().center());
    for (const Rect& room : map.rooms) {
      REQUIRE(room.w >= params.min_room_size);
      REQUIRE(room.w <= params.max_room_size);
      REQUIRE(room.h >= params.min_room_size);
      REQUIRE(room.h <= params.max_room_size);
      for (int y = room.y; y < room.y + room.h; ++y) {
        for (int x = room.x; x < room.x + room.w; ++x) REQUIRE(map.cells[{x, y}] == Cell::Floor);
      }
    }
  }
}

TEST_CASE("a typical rooms-and-corridors floor has at least eight rooms") {
  int with_eight_or_more = 0;
  for (std::uint64_t seed = 0; seed < kSeeds; ++seed)
    with_eight_or_more += rooms_for_seed(seed).rooms.size() >= 8 ? 1 : 0;
  CHECK(with_eight_or_more >= kSeeds * 95 / 100);
}

TEST_CASE("random-walk caves are walled in, start on floor in the centre and reach every floor tile") {
  for (std::uint64_t seed = 0; seed < kSeeds; ++seed) {
    INFO("seed " << seed);
    const DungeonMap map = caves_for_seed(seed);
    check_playable(map, kWidth, kHeight);
    CHECK(map.start == Point{kWidth / 2, kHeight / 2});
    CHECK(map.rooms.empty());
  }
}

TEST_CASE("random-walk caves carve at least the requested share of the map") {
  for (std::uint64_t seed = 0; seed < 50; ++seed) {
    CHECK(count_floor(caves_for_seed(seed).cells) * 100 >= kWidth * kHeight * 40);
  }
  Rng rng(3);
  const DungeonMap sparse = core::generate_random_walk(kWidth, kHeight, rng, {.floor_percent = 15});
  CHECK(count_floor(sparse.cells) * 100 >= kWidth * kHeight * 15);
  CHECK(count_floor(sparse.cells) * 100 < kWidth * kHeight * 40);
}

TEST_CASE("tidied caves have no thin wall specks left inside") {
  for (std::uint64_t seed = 0; seed < kSeeds; ++seed) {
    const DungeonMap map = caves_for_seed(seed);
    for (int y = 1; y < kHeight - 1; ++y) {
      for (int x = 1; x < kWidth - 1; ++x) {
        if (map.cells[{x, y}] != Cell::Wall) continue;
        int walls = 0;
        for (const Point d : core::kDirections8) walls += map.cells[Point{x, y} + d] == Cell::Wall ? 1 : 0;
        INFO("seed " << seed << " wall at " << x << "," << y);
        REQUIRE(walls >= 3);  // the documented tidy rule
      }
    }
  }
}

TEST_CASE("the same seed always builds the same floor") {
  for (std::uint64_t seed = 0; seed < 20; ++seed) {
    CHECK(rooms_for_seed(seed).cells == rooms_for_seed(seed).cells);
    CHECK(rooms_for_seed(seed).rooms == rooms_for_seed(seed).rooms);
    CHECK(caves_for_seed(seed).cells == caves_for_seed(seed).cells);
  }
}

TEST_CASE("different seeds build different floors") {
  std::set<std::string> rooms_layouts;
  std::set<std::string> cave_layouts;
  for (std::uint64_t seed = 0; seed < kSeeds; ++seed) {
    rooms_layouts.insert(describe(rooms_for_seed(seed)));
    cave_layouts.insert(describe(caves_for_seed(seed)));
  }
  CHECK(rooms_layouts.size() == kSeeds);
  CHECK(cave_layouts.size() == kSeeds);
}

TEST_CASE("generators cope with maps too small for their rooms") {
  for (const Point size : {Point{3, 3}, Point{6, 5}, Point{10, 4}, Point{12, 12}}) {
    INFO("size " << size.x << "x" << size.y);
    Rng rng(1);
    check_playable(core::generate_rooms_and_corridors(size.x, size.y, rng), size.x, size.y);
    check_playable(core::generate_random_walk(size.x, size.y, rng), size.x, size.y);
  }
}

TEST_CASE("a single room is exactly its rectangle of floor") {
  const Rect room{3, 2, 6, 4};
  const DungeonMap map = core::generate_single_room(12, 9, room);
  for (std::size_t i = 0; i < map.cells.cells().size(); ++i) {
    const Point p = map.cells.point_at(i);
    REQUIRE((map.cells[p] == Cell::Floor) == room.contains(p));
  }
  CHECK(map.rooms == std::vector<Rect>{room});
  CHECK(map.start == room.center());
}

TEST_CASE("a single room reaching the map edge keeps the border wall") {
  const DungeonMap map = core::generate_single_room(10, 8, {0, 0, 10, 8});
  check_playable(map, 10, 8);
  CHECK(count_floor(map.cells) == 8 * 6);
}

TEST_CASE("the boss hall is a large open room with mirrored pillars and a start near the bottom middle") {
  const DungeonMap map = core::generate_hall(kWidth, kHeight);
  check_playable(map, kWidth, kHeight);
  CHECK(count_floor(map.cells) * 100 >= kWidth * kHeight * 75);
  CHECK(map.start.x == kWidth / 2);
  CHECK(map.start.y >= kHeight * 3 / 4);
  int pillar_tiles = 0;
  for (int y = 0; y < kHeight; ++y) {
    for (int x = 0; x < kWidth; ++x) {
      REQUIRE(map.cells[{x, y}] == map.cells[{kWidth - 1 - x, y}]);
      REQUIRE(map.cells[{x, y}] == map.cells[{x, kHeight - 1 - y}]);
      const bool inside_hall = map.rooms.front().contains({x, y});
      pillar_tiles += inside_hall && map.cells[{x, y}] == Cell::Wall ? 1 : 0;
    }
  }
  CHECK(pillar_tiles >= 8);
  CHECK(core::generate_hall(kWidth, kHeight).cells == map.cells);
}

TEST_CASE("a tiny boss hall still starts on floor") {
  check_playable(core::generate_hall(5, 5), 5, 5);
  check_playable(core::generate_hall(9, 7), 9, 7);
}

TEST_CASE("floor cut off from the start is walled up") {
  DungeonMap map = core::generate_single_room(20, 10, {1, 1, 5, 5});
  map.cells[{10, 5}] = Cell::Floor;  // a separate pocket
  map.cells[{6, 6}] = Cell::Floor;   // touches the room's corner only by squeezing between two walls
  core::remove_unreachable(map);
  CHECK(map.cells[{10, 5}] == Cell::Wall);
  CHECK(map.cells[{6, 6}] == Cell::Wall);
  CHECK(count_floor(map.cells) == 25);
}

TEST_CASE("walkable and opaque masks mark floor and wall") {
  Grid<Cell> cells(3, 1, Cell::Wall);
  cells[{1, 0}] = Cell::Floor;
  CHECK(core::walkable_mask(cells).cells() == std::vector<std::uint8_t>{0, 1, 0});
  CHECK(core::opaque_mask(cells).cells() == std::vector<std::uint8_t>{1, 0, 1});
}
