// SPDX-License-Identifier: MIT
#include <doctest/doctest.h>

#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include "core/distance_map.h"
#include "text_maps.h"

using core::distance_map;
using core::farthest_reachable;
using core::Grid;
using core::kUnreachable;
using core::Point;
using core::step_downhill;

namespace {

Grid<int> distances_from(const Grid<std::uint8_t>& walkable, Point goal) {
  const std::array goals{goal};
  return distance_map(walkable, goals);
}

}  // namespace

TEST_CASE("distances in an open room are king-move distances") {
  const Grid<std::uint8_t> open(15, 9, 1);
  const Point goal{4, 6};
  const Grid<int> distances = distances_from(open, goal);
  for (std::size_t i = 0; i < distances.cells().size(); ++i) {
    const Point p = distances.point_at(i);
    REQUIRE(distances[p] == core::chebyshev_distance(p, goal));
  }
}

TEST_CASE("paths are routed around walls") {
  const auto walkable = parse_walkable({
      "..........",
      "#########.",
      "..........",
  });
  const Grid<int> distances = distances_from(walkable, {0, 0});
  CHECK(distances[{8, 0}] == 8);
  CHECK(distances[{9, 1}] == 9);
  CHECK(distances[{8, 2}] == 10);  // diagonal step past the wall's end
  CHECK(distances[{0, 2}] == 18);
}

TEST_CASE("walls and sealed-off tiles are unreachable") {
  const auto walkable = parse_walkable({
      "...#...",
      "...#.#.",
      "...#...",
  });
  const Grid<int> distances = distances_from(walkable, {0, 0});
  CHECK(distances[{3, 0}] == kUnreachable);
  CHECK(distances[{4, 1}] == kUnreachable);
  CHECK(distances[{6, 2}] == kUnreachable);
  CHECK(distances[{2, 2}] == 2);
}

TEST_CASE("with several goals each tile measures to the nearest one") {
  const Grid<std::uint8_t> open(20, 5, 1);
  const std::array goals{Point{0, 0}, Point{19, 4}};
  const Grid<int> distances = distance_map(open, goals);
  for (std::size_t i = 0; i < distances.cells().size(); ++i) {
    const Point p = distances.point_at(i);
    const int nearest = std::min(core::chebyshev_distance(p, goals[0]), core::chebyshev_distance(p, goals[1]));
    REQUIRE(distances[p] == nearest);
  }
}

TEST_CASE("goals on walls or outside the map are ignored") {
  const auto walkable = parse_walkable({
      "#...",
      "....",
  });
  const std::array goals{Point{0, 0}, Point{-1, 0}, Point{4, 1}, Point{3, 1}};
  const Grid<int> distances = distance_map(walkable, goals);
  CHECK(distances[{0, 0}] == kUnreachable);
  CHECK(distances[{3, 1}] == 0);
  CHECK(distances[{0, 1}] == 3);
}

TEST_CASE("with no goals nothing is reachable") {
  const Grid<std::uint8_t> open(4, 4, 1);
  const Grid<int> distances = distance_map(open, {});
  for (const int d : distances.cells()) CHECK(d == kUnreachable);
  CHECK(farthest_reachable(distances) == Point{-1, -1});
}

TEST_CASE("a diagonal step between two walls that touch at a corner is refused") {
  const auto walkable = parse_walkable({
      ".#",
      "#.",
  });
  const Grid<int> distances = distances_from(walkable, {0, 0});
  CHECK(distances[{1, 1}] == kUnreachable);
}

TEST_CASE("a diagonal step past a single wall corner is allowed") {
  const auto walkable = parse_walkable({
      ".#",
      "..",
  });
  const Grid<int> distances = distances_from(walkable, {0, 0});
  CHECK(distances[{1, 1}] == 1);
}

TEST_CASE("a tile walled in orthogonally cannot be left by squeezing diagonally") {
  const auto walkable = parse_walkable({
      "....",
      ".#..",
      "#.#.",
      ".#..",
  });
  // (1,2) has walls on all four sides; each diagonal passes between two of them.
  const Grid<int> from_middle = distances_from(walkable, {1, 2});
  int reached = 0;
  for (const int d : from_middle.cells()) reached += d != kUnreachable ? 1 : 0;
  CHECK(reached == 1);
  // Walls beside only one side of a diagonal do not block it: (3,0) to (2,1) passes (2,0) and (3,1), both open.
  CHECK(distances_from(walkable, {3, 0})[{2, 1}] == 1);
}

TEST_CASE("stepping downhill walks a shortest path to the goal") {
  const auto walkable = parse_walkable({
      "............",
      ".########...",
      ".#......#...",
      ".#.####.#...",
      "...#........",
  });
  const Point goal{4, 2};
  const Grid<int> distances = distances_from(walkable, goal);
  Point here{0, 4};
  const int start_distance = distances[here];
  REQUIRE(start_distance != kUnreachable);
  int steps = 0;
  while (const auto next = step_downhill(distances, here)) {
    REQUIRE(core::chebyshev_distance(here, *next) == 1);
    REQUIRE(walkable[*next] == 1);
    REQUIRE(distances[*next] == distances[here] - 1);
    here = *next;
    ++steps;
    REQUIRE(steps <= start_distance);
  }
  CHECK(here == goal);
  CHECK(steps == start_distance);
}

TEST_CASE("stepping downhill from the goal or an unreachable pocket goes nowhere") {
  const auto walkable = parse_walkable({
      "...#..",
      "...#..",
  });
  const Grid<int> distances = distances_from(walkable, {1, 1});
  CHECK_FALSE(step_downhill(distances, {1, 1}).has_value());
  CHECK_FALSE(step_downhill(distances, {5, 0}).has_value());
  CHECK_FALSE(step_downhill(distances, {-3, 0}).has_value());
}

TEST_CASE("stepping downhill prefers an orthogonal step when a diagonal is just as good") {
  Grid<int> distances(3, 3, 5);
  distances[{1, 1}] = 4;
  distances[{2, 1}] = 3;  // east
  distances[{2, 0}] = 3;  // north-east, just as good
  CHECK(step_downhill(distances, {1, 1}) == Point{2, 1});
  distances[{2, 0}] = 2;  // now strictly better
  CHECK(step_downhill(distances, {1, 1}) == Point{2, 0});
}

TEST_CASE("stepping downhill does not squeeze between two walls") {
  const auto walkable = parse_walkable({
      "#.",
      ".#",
      "..",
  });
  // Reaching (1,0) from (0,1) needs the diagonal squeeze, which is refused, so it is unreachable;
  // a hand-made map that pretends otherwise must still not be walked through the squeeze.
  Grid<int> distances = distances_from(walkable, {1, 0});
  CHECK(distances[{0, 1}] == kUnreachable);
  distances[{0, 1}] = 5;
  CHECK_FALSE(step_downhill(distances, {0, 1}).has_value());
}

TEST_CASE("the farthest reachable tile is the one with the greatest distance, lowest index on ties") {
  const auto walkable = parse_walkable({
      "....#",
      "....#",
      "....#",
  });
  const Grid<int> distances = distances_from(walkable, {0, 1});
  // (3,0), (3,1) and (3,2) are all 3 away; (3,0) comes first in row-major order.
  CHECK(farthest_reachable(distances) == Point{3, 0});
}
