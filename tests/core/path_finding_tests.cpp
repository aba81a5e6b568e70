// SPDX-License-Identifier: MIT
#include <doctest/doctest.h>

#include <algorithm>
#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "core/distance_map.h"
#include "core/path_finding.h"
#include "core/rng.h"
#include "text_maps.h"

using core::CornerRule;
using core::find_path;
using core::Grid;
using core::PathFinder;
using core::Point;

namespace {

using Path = std::vector<Point>;

Grid<std::uint8_t> random_walls(core::Rng& rng, int width, int height, int wall_percent) {
  Grid<std::uint8_t> walkable(width, height);
  for (std::uint8_t& cell : walkable.cells()) cell = rng.percent(wall_percent) ? 0 : 1;
  return walkable;
}

Point random_floor_tile(core::Rng& rng, const Grid<std::uint8_t>& walkable) {
  while (true) {
    const Point tile{rng.uniform_int(0, walkable.width() - 1), rng.uniform_int(0, walkable.height() - 1)};
    if (walkable[tile] != 0) return tile;
  }
}

// True when every step is one king move onto a walkable tile, refusing corner squeezes
// under NoSqueezing, and the path ends on the goal.
bool is_walkable_path(const Grid<std::uint8_t>& walkable, Point start, Point goal, const Path& path, CornerRule rule) {
  Point here = start;
  for (const Point next : path) {
    if (!walkable.in_bounds(next) || walkable[next] == 0 || core::chebyshev_distance(here, next) != 1) return false;
    const bool squeezes =
        here.x != next.x && here.y != next.y && walkable[{next.x, here.y}] == 0 && walkable[{here.x, next.y}] == 0;
    if (rule == CornerRule::NoSqueezing && squeezes) return false;
    here = next;
  }
  return here == goal;
}

}  // namespace

TEST_CASE("a path across an open room is a straight line of king moves") {
  const Grid<std::uint8_t> open(12, 7, 1);
  const std::optional<Path> path = find_path(open, {1, 1}, {9, 5});
  REQUIRE(path);
  CHECK(path->size() == 8);
  CHECK(path->back() == Point{9, 5});
  CHECK(is_walkable_path(open, {1, 1}, {9, 5}, *path, CornerRule::NoSqueezing));
}

TEST_CASE("a path is routed around a wall") {
  const auto walkable = parse_walkable({
      "..........",
      "#########.",
      "..........",
  });
  const std::optional<Path> path = find_path(walkable, {0, 0}, {0, 2});
  REQUIRE(path);
  CHECK(path->size() == 18);
  CHECK(is_walkable_path(walkable, {0, 0}, {0, 2}, *path, CornerRule::NoSqueezing));
  CHECK(std::find(path->begin(), path->end(), Point{9, 1}) != path->end());
}

TEST_CASE("a goal that cannot be reached gives no path") {
  const auto walkable = parse_walkable({
      "...#...",
      "...#.#.",
      "...#...",
  });
  CHECK_FALSE(find_path(walkable, {0, 0}, {6, 2}));   // sealed off by the wall
  CHECK_FALSE(find_path(walkable, {0, 0}, {3, 1}));   // the goal is a wall
  CHECK_FALSE(find_path(walkable, {0, 0}, {7, 0}));   // the goal is outside the map
  CHECK_FALSE(find_path(walkable, {-1, 0}, {1, 0}));  // the start is outside the map
}

TEST_CASE("a path from a tile to itself has no steps") {
  const Grid<std::uint8_t> open(3, 3, 1);
  const std::optional<Path> path = find_path(open, {1, 1}, {1, 1});
  REQUIRE(path);
  CHECK(path->empty());
}

TEST_CASE("a diagonal step between two walls touching at a corner is refused unless squeezing is allowed") {
  const auto walkable = parse_walkable({
      ".#.",
      "#..",
  });
  CHECK_FALSE(find_path(walkable, {0, 0}, {1, 1}));
  const std::optional<Path> squeezed = find_path(walkable, {0, 0}, {2, 0}, CornerRule::SqueezeAllowed);
  REQUIRE(squeezed);
  CHECK(*squeezed == Path{{1, 1}, {2, 0}});
}

TEST_CASE("a diagonal step past a single wall corner is allowed") {
  const auto walkable = parse_walkable({
      ".#",
      "..",
  });
  const std::optional<Path> path = find_path(walkable, {0, 0}, {1, 1});
  REQUIRE(path);
  CHECK(*path == Path{{1, 1}});
}

TEST_CASE("path lengths equal the distance map's on random maps") {
  PathFinder finder;
  int paths_checked = 0;
  for (std::uint64_t seed = 1; seed <= 20; ++seed) {
    core::Rng rng(seed);
    const Grid<std::uint8_t> walkable = random_walls(rng, 40, 30, 30);
    for (int pair = 0; pair < 25; ++pair) {
      const Point start = random_floor_tile(rng, walkable);
      const Point goal = random_floor_tile(rng, walkable);
      const std::array goals{goal};
      const int distance = core::distance_map(walkable, goals)[start];
      const std::optional<Path> path = finder.find_path(walkable, start, goal);
      CAPTURE(seed);
      CAPTURE(pair);
      if (distance == core::kUnreachable) {
        REQUIRE_FALSE(path);
        continue;
      }
      REQUIRE(path);
      REQUIRE(std::ssize(*path) == distance);
      REQUIRE(is_walkable_path(walkable, start, goal, *path, CornerRule::NoSqueezing));
      ++paths_checked;
    }
  }
  CHECK(paths_checked > 300);  // most pairs must be reachable, or the test proves little
}

TEST_CASE("allowing squeezes never lengthens a path and keeps every step a king move") {
  PathFinder strict;
  PathFinder squeezing(CornerRule::SqueezeAllowed);
  core::Rng rng(99);
  const Grid<std::uint8_t> walkable = random_walls(rng, 50, 50, 35);
  for (int pair = 0; pair < 200; ++pair) {
    const Point start = random_floor_tile(rng, walkable);
    const Point goal = random_floor_tile(rng, walkable);
    const std::optional<Path> strict_path = strict.find_path(walkable, start, goal);
    const std::optional<Path> squeezed_path = squeezing.find_path(walkable, start, goal);
    CAPTURE(pair);
    if (strict_path) {
      REQUIRE(squeezed_path);
      REQUIRE(squeezed_path->size() <= strict_path->size());
    }
    if (squeezed_path) REQUIRE(is_walkable_path(walkable, start, goal, *squeezed_path, CornerRule::SqueezeAllowed));
  }
}

TEST_CASE("the same endpoints give the same path from a fresh or a reused finder") {
  core::Rng rng(5);
  const Grid<std::uint8_t> walkable = random_walls(rng, 60, 40, 20);
  const Grid<std::uint8_t> other_size(9, 9, 1);
  PathFinder reused;
  for (int pair = 0; pair < 50; ++pair) {
    const Point start = random_floor_tile(rng, walkable);
    const Point goal = random_floor_tile(rng, walkable);
    static_cast<void>(reused.find_path(other_size, {0, 0}, {8, 8}));  // resizes the buffers in between
    REQUIRE(reused.find_path(walkable, start, goal) == find_path(walkable, start, goal));
  }
}
