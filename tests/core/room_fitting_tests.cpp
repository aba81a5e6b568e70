// SPDX-License-Identifier: MIT
#include <doctest/doctest.h>

#include <cstdint>

#include "core/room_fitting.h"

namespace {

// A grid of free (1) tiles, with `blocked` tiles 0.
core::Grid<std::uint8_t> free_grid(int width, int height, std::initializer_list<core::Point> blocked = {}) {
  core::Grid<std::uint8_t> grid(width, height, 1);
  for (const core::Point tile : blocked) grid[tile] = 0;
  return grid;
}

}  // namespace

TEST_CASE("a block fits where it and its ring are free, with the ring on the map") {
  // 5 x 5 free: a 3 x 3 block with its ring fills it exactly, at (1, 1) only.
  CHECK(core::fitting_places(free_grid(5, 5), 3, 3) == std::vector<core::Point>{{1, 1}});
  CHECK(core::fitting_places(free_grid(4, 5), 3, 3).empty());
  // One blocked tile in the ring's corner rules the only place out.
  CHECK(core::fitting_places(free_grid(5, 5, {{4, 4}}), 3, 3).empty());
  // 6 wide: two places, in row order; the blocked tile rules out the one whose ring covers it.
  CHECK(core::fitting_places(free_grid(6, 5), 3, 3) == std::vector<core::Point>{{1, 1}, {2, 1}});
  CHECK(core::fitting_places(free_grid(6, 5, {{0, 2}}), 3, 3) == std::vector<core::Point>{{2, 1}});
  CHECK(core::fitting_places(free_grid(6, 5), 0, 3).empty());
}

TEST_CASE("covering places count the tiles that are not free, never cover what is not allowed, fewest first") {
  const core::Grid<std::uint8_t> free = free_grid(6, 5, {{0, 2}, {1, 2}});
  const core::Grid<std::uint8_t> allowed = free_grid(6, 5);
  const std::vector<core::CoveringPlace> places = core::covering_places(free, allowed, 3, 3);
  REQUIRE(places.size() == 2);
  CHECK(places[0].corner == core::Point{2, 1});
  CHECK(places[0].covered == 1);
  CHECK(places[1].corner == core::Point{1, 1});
  CHECK(places[1].covered == 2);
  CHECK(core::covering_places(free, free_grid(6, 5, {{5, 0}}), 3, 3).size() == 1);
}

TEST_CASE("a dug path is the shortest orthogonal way to a goal, the goal left out") {
  core::Grid<std::uint8_t> diggable = free_grid(7, 3);
  core::Grid<std::uint8_t> goal(7, 3, 0);
  goal[{6, 1}] = 1;
  const auto path = core::dig_path(diggable, goal, {1, 1});
  REQUIRE(path);
  CHECK(*path == std::vector<core::Point>{{1, 1}, {2, 1}, {3, 1}, {4, 1}, {5, 1}});
  // A wall of undiggable tiles across the way: no path.
  for (int y = 0; y < 3; ++y) diggable[{3, y}] = 0;
  CHECK_FALSE(core::dig_path(diggable, goal, {1, 1}));
  // Beside the goal already: only the start is dug.
  CHECK(core::dig_path(free_grid(7, 3), goal, {5, 1}) == std::vector<core::Point>{{5, 1}});
  CHECK_FALSE(core::dig_path(free_grid(7, 3, {{1, 1}}), goal, {1, 1}));
}
