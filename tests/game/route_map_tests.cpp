// SPDX-License-Identifier: MIT
#include <doctest/doctest.h>

#include <algorithm>
#include <optional>
#include <vector>

#include "core/distance_map.h"
#include "core/rng.h"
#include "game/travel/route_map.h"
#include "game/world/world.h"
#include "shipped_content.h"

namespace {

using core::Point;

// The whole breadth-first search the route map grows only as far as it needs:
// the steps from `from` to every walkable tile, by the game's corner rule.
core::Grid<int> full_search(const game::Floor& floor, const core::Grid<std::uint8_t>& walkable, Point from) {
  core::Grid<int> distances(walkable.width(), walkable.height(), core::kUnreachable);
  std::vector<Point> queue{from};
  distances[from] = 0;
  for (std::size_t i = 0; i < queue.size(); ++i) {
    for (Point direction : core::kDirections8) {
      const Point next = queue[i] + direction;
      if (!walkable.in_bounds(next) || !walkable[next] || distances[next] != core::kUnreachable) continue;
      if (game::squeezes_between_walls(floor, queue[i], direction)) continue;
      distances[next] = distances[queue[i]] + 1;
      queue.push_back(next);
    }
  }
  return distances;
}

// The steps to a goal as the route map defines them: onto a walkable goal, or
// beside one off the walkable tiles and one legal step more.
int reference_distance(const game::Floor& floor, const core::Grid<int>& distances, Point goal) {
  if (distances[goal] != core::kUnreachable) return distances[goal];
  int best = core::kUnreachable;
  for (Point direction : core::kDirections8) {
    const Point tile = goal - direction;
    if (!distances.in_bounds(tile) || distances[tile] == core::kUnreachable) continue;
    if (!game::squeezes_between_walls(floor, tile, direction)) best = std::min(best, distances[tile] + 1);
  }
  return best;
}

struct Case {
  game::Floor floor;
  core::Grid<std::uint8_t> walkable;
  Point from;
};

// Every floor of one run, all of it known, from a random floor tile.
std::vector<Case> cases() {
  game::World world(5, shipped_factory());
  core::Rng rng(99);
  std::vector<Case> made;
  for (int number = 1; number <= 12; ++number) {
    REQUIRE(world.setup().travel_to_floor(number));
    game::Floor floor = world.floor();
    floor.seen.fill(1);
    core::Grid<std::uint8_t> walkable = game::known_walkable(floor, true);
    std::vector<Point> tiles;
    for (int y = 0; y < floor.height(); ++y) {
      for (int x = 0; x < floor.width(); ++x) {
        if (walkable[{x, y}]) tiles.push_back({x, y});
      }
    }
    REQUIRE_FALSE(tiles.empty());
    const Point from = tiles[rng.uniform_int(0, static_cast<int>(tiles.size()) - 1)];
    made.push_back({std::move(floor), std::move(walkable), from});
  }
  return made;
}

}  // namespace

TEST_CASE("the route map's nearest goal is the nearest a whole search finds, however few goals") {
  core::Rng rng(1234);
  for (const Case& one : cases()) {
    const core::Grid<int> distances = full_search(one.floor, one.walkable, one.from);
    for (int round = 0; round < 40; ++round) {
      // Any tile may be a goal: floor, wall, stairs or far out of reach.
      std::vector<Point> goals;
      const int count = rng.uniform_int(1, 6);
      for (int i = 0; i < count; ++i) {
        goals.push_back({rng.uniform_int(0, one.floor.width() - 1), rng.uniform_int(0, one.floor.height() - 1)});
      }
      int nearest = core::kUnreachable;
      for (Point goal : goals) {
        if (goal != one.from) nearest = std::min(nearest, reference_distance(one.floor, distances, goal));
      }
      const game::RouteMap routes(one.floor, one.walkable, one.from);
      const std::optional<Point> step = routes.first_step(goals);
      CHECK(step.has_value() == (nearest != core::kUnreachable));
      if (!step) continue;
      // The step is legal, and leads one step nearer a nearest goal: onto a walkable tile, or onto a goal
      // beside the start that is off the walkable tiles (a bump, as reference_distance counts it).
      const Point onto = one.from + *step;
      const bool bumps_a_goal = nearest == 1 && std::ranges::find(goals, onto) != goals.end();
      CHECK((distances[onto] == 1 || bumps_a_goal));
      bool leads_there = false;
      for (Point goal : goals) {
        const auto path = routes.path_to(goal);
        if (path && std::ssize(*path) == nearest && path->front() == one.from + *step) leads_there = true;
      }
      CHECK(leads_there);
    }
  }
}

TEST_CASE("a path from the route map is a shortest walk of legal steps") {
  core::Rng rng(77);
  for (const Case& one : cases()) {
    const core::Grid<int> distances = full_search(one.floor, one.walkable, one.from);
    const game::RouteMap routes(one.floor, one.walkable, one.from);
    for (int round = 0; round < 60; ++round) {
      const Point goal{rng.uniform_int(0, one.floor.width() - 1), rng.uniform_int(0, one.floor.height() - 1)};
      const int expected = goal == one.from ? 0 : reference_distance(one.floor, distances, goal);
      const auto path = routes.path_to(goal);
      REQUIRE(path.has_value() == (expected != core::kUnreachable));
      if (!path) continue;
      CHECK(std::ssize(*path) == expected);
      Point at = one.from;
      for (Point tile : *path) {
        CHECK(core::chebyshev_distance(at, tile) == 1);
        CHECK_FALSE(game::squeezes_between_walls(one.floor, at, tile - at));
        at = tile;
      }
    }
  }
}

TEST_CASE("the nearest frontier tile the search finds is the nearest of every frontier tile listed") {
  core::Rng rng(31);
  for (Case& one : cases()) {
    // Forget a random half of the rows' far ends, so the frontier lies here and there.
    for (int y = 0; y < one.floor.height(); ++y) {
      const int forget_from = rng.uniform_int(0, one.floor.width());
      for (int x = forget_from; x < one.floor.width(); ++x) one.floor.seen[{x, y}] = 0;
    }
    const core::Grid<std::uint8_t> walkable = game::known_walkable(one.floor, true);
    std::vector<Point> frontier;
    for (int y = 0; y < one.floor.height(); ++y) {
      for (int x = 0; x < one.floor.width(); ++x) {
        const Point tile{x, y};
        if (!walkable[tile]) continue;
        for (Point direction : core::kDirections8) {
          const Point next = tile + direction;
          if (one.floor.seen.in_bounds(next) && !one.floor.seen[next]) {
            frontier.push_back(tile);
            break;
          }
        }
      }
    }
    const game::RouteMap listed(one.floor, walkable, one.from);
    const game::RouteMap searched(one.floor, walkable, one.from);
    CHECK(searched.nearest_frontier() == listed.nearest_goal(frontier));
  }
}

TEST_CASE("the known walkable tiles are the seen floor tiles, whatever the width and the seen marks") {
  core::Rng rng(8);
  for (const int width : {1, 7, 8, 9, 13, 64, 67}) {
    game::Floor floor;
    floor.cells = core::Grid<core::Cell>(width, 5, core::Cell::Wall);
    floor.seen = core::Grid<std::uint8_t>(width, 5, 0);
    for (std::size_t i = 0; i < floor.cells.cells().size(); ++i) {
      if (rng.uniform_int(0, 1)) floor.cells.cells()[i] = core::Cell::Floor;
      // A seen mark is any byte but 0.
      floor.seen.cells()[i] = static_cast<std::uint8_t>(rng.uniform_int(0, 3) == 0 ? 0 : rng.uniform_int(1, 255));
    }
    const core::Grid<std::uint8_t> walkable = game::known_walkable(floor, false);
    for (std::size_t i = 0; i < walkable.cells().size(); ++i) {
      const bool expected = floor.cells.cells()[i] == core::Cell::Floor && floor.seen.cells()[i] != 0;
      REQUIRE_MESSAGE(walkable.cells()[i] == (expected ? 1 : 0), "width ", width, ", tile ", i);
    }
  }
}
