// SPDX-License-Identifier: MIT
#include <doctest/doctest.h>

#include <array>
#include <cstdint>
#include <deque>
#include <string>
#include <vector>

#include "core/distance_map.h"
#include "core/rng.h"
#include "text_maps.h"

using core::distance_map;
using core::DistanceFlood;
using core::Grid;
using core::kUnreachable;
using core::Point;

namespace {

Grid<std::uint8_t> random_walkable(core::Rng& rng, int width, int height, int wall_percent) {
  Grid<std::uint8_t> walkable(width, height);
  for (std::uint8_t& cell : walkable.cells()) cell = rng.percent(wall_percent) ? 0 : 1;
  return walkable;
}

Point random_tile(core::Rng& rng, const Grid<std::uint8_t>& walkable) {
  return {rng.uniform_int(0, walkable.width() - 1), rng.uniform_int(0, walkable.height() - 1)};
}

// The rule of distance_map.h written as plainly as possible, to check the fast one against.
Grid<int> plain_breadth_first(const Grid<std::uint8_t>& walkable, Point goal) {
  Grid<int> distances(walkable.width(), walkable.height(), kUnreachable);
  const auto open = [&](Point p) { return walkable.in_bounds(p) && walkable[p] != 0; };
  if (!open(goal)) return distances;
  std::deque<Point> queue{goal};
  distances[goal] = 0;
  while (!queue.empty()) {
    const Point here = queue.front();
    queue.pop_front();
    for (const Point step : core::kDirections8) {
      const Point there = here + step;
      const bool squeezes = !open(here + Point{step.x, 0}) && !open(here + Point{0, step.y});
      if (!open(there) || distances[there] != kUnreachable || squeezes) continue;
      distances[there] = distances[here] + 1;
      queue.push_back(there);
    }
  }
  return distances;
}

struct RandomCase {
  Grid<std::uint8_t> walkable;
  Point goal;
};

// Maps from open to nearly closed, small and oblong, with goals anywhere (on walls too).
std::vector<RandomCase> random_cases() {
  std::vector<RandomCase> cases;
  core::Rng rng(2024);
  for (const int wall_percent : {0, 15, 30, 45, 60}) {
    for (const auto [width, height] : {std::array{1, 1}, std::array{2, 7}, std::array{23, 17}, std::array{40, 3}}) {
      Grid<std::uint8_t> walkable = random_walkable(rng, width, height, wall_percent);
      const Point goal = random_tile(rng, walkable);
      cases.push_back({std::move(walkable), goal});
    }
  }
  return cases;
}

}  // namespace

TEST_CASE("distance_map agrees with a plain breadth-first search on random maps") {
  for (const RandomCase& c : random_cases()) {
    const std::array goals{c.goal};
    REQUIRE(distance_map(c.walkable, goals) == plain_breadth_first(c.walkable, c.goal));
  }
}

TEST_CASE("a flood reached to a limit knows every tile within it and none beyond") {
  for (const RandomCase& c : random_cases()) {
    const Grid<int> full = plain_breadth_first(c.walkable, c.goal);
    for (const int limit : {0, 1, 4, 9}) {
      DistanceFlood flood;
      const std::array goals{c.goal};
      flood.start(c.walkable, goals);
      flood.reach(limit);
      for (std::size_t i = 0; i < full.cells().size(); ++i) {
        const Point p = full.point_at(i);
        CAPTURE(p.x);
        CAPTURE(p.y);
        REQUIRE(flood.known_distance(p) == (full[p] <= limit ? full[p] : kUnreachable));
      }
    }
  }
}

TEST_CASE("asking a flood for a tile's distance gives the full map's, and every nearer tile's too") {
  core::Rng rng(7);
  for (const RandomCase& c : random_cases()) {
    const Grid<int> full = plain_breadth_first(c.walkable, c.goal);
    DistanceFlood flood;
    const std::array goals{c.goal};
    flood.start(c.walkable, goals);
    const Point asked = random_tile(rng, c.walkable);
    REQUIRE(flood.distance(asked) == full[asked]);
    for (std::size_t i = 0; i < full.cells().size(); ++i) {
      const Point p = full.point_at(i);
      if (full[p] <= full[asked]) REQUIRE(flood.known_distance(p) == full[p]);
      // Farther tiles may be known already, and then rightly.
      if (full[p] > full[asked])
        REQUIRE((flood.known_distance(p) == kUnreachable || flood.known_distance(p) == full[p]));
    }
  }
}

TEST_CASE("a flood stops short of the floor when the asked tile is near") {
  const Grid<std::uint8_t> open(30, 30, 1);
  DistanceFlood flood;
  const std::array goals{Point{0, 0}};
  flood.start(open, goals);
  CHECK(flood.distance({2, 1}) == 2);
  CHECK(flood.known_distance({29, 29}) == kUnreachable);
  CHECK(flood.known_distance({0, 4}) == kUnreachable);
}

TEST_CASE("a flood started again forgets the last one, on the same map or another") {
  const auto walkable = parse_walkable({
      "....#....",
      "....#....",
      "....#....",
  });
  DistanceFlood flood;
  const std::array left{Point{0, 0}};
  flood.start(walkable, left);
  flood.reach(kUnreachable);
  REQUIRE(flood.distances() == distance_map(walkable, left));

  const std::array right{Point{8, 2}};
  flood.start(walkable, right);
  CHECK(flood.known_distance({0, 0}) == kUnreachable);
  flood.reach(kUnreachable);
  CHECK(flood.distances() == distance_map(walkable, right));

  // A door opens in the wall: the flood must walk through it, not through the old steps.
  Grid<std::uint8_t> opened = walkable;
  opened[{4, 1}] = 1;
  flood.start(opened, right);
  CHECK(flood.distance({0, 0}) == 8);
  flood.reach(kUnreachable);
  CHECK(flood.distances() == plain_breadth_first(opened, right[0]));

  const Grid<std::uint8_t> small(3, 2, 1);
  flood.start(small, left);
  flood.reach(kUnreachable);
  CHECK(flood.distances() == plain_breadth_first(small, left[0]));
}
