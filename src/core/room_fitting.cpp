// SPDX-License-Identifier: MIT
#include "core/room_fitting.h"

#include <algorithm>
#include <deque>

namespace core {

namespace {

// sums[(x, y)] = how many tiles are not free in the rectangle from (0, 0) to (x - 1, y - 1).
Grid<int> blocked_sums(const Grid<std::uint8_t>& free) {
  Grid<int> sums(free.width() + 1, free.height() + 1, 0);
  for (int y = 0; y < free.height(); ++y) {
    for (int x = 0; x < free.width(); ++x) {
      const int blocked = free[{x, y}] ? 0 : 1;
      sums[{x + 1, y + 1}] = blocked + sums[{x, y + 1}] + sums[{x + 1, y}] - sums[{x, y}];
    }
  }
  return sums;
}

int blocked_in(const Grid<int>& sums, Point top_left, int width, int height) {
  const int right = top_left.x + width;
  const int bottom = top_left.y + height;
  return sums[{right, bottom}] - sums[{top_left.x, bottom}] - sums[{right, top_left.y}] + sums[top_left];
}

}  // namespace

std::vector<Point> fitting_places(const Grid<std::uint8_t>& free, int width, int height) {
  std::vector<Point> places;
  if (width <= 0 || height <= 0) return places;
  const Grid<int> sums = blocked_sums(free);
  // The ring starts one tile up and left of the block and must stay on the map.
  for (int y = 1; y + height + 1 <= free.height(); ++y) {
    for (int x = 1; x + width + 1 <= free.width(); ++x) {
      if (blocked_in(sums, {x - 1, y - 1}, width + 2, height + 2) == 0) places.push_back({x, y});
    }
  }
  return places;
}

std::vector<CoveringPlace> covering_places(const Grid<std::uint8_t>& free, const Grid<std::uint8_t>& allowed, int width,
                                           int height) {
  std::vector<CoveringPlace> places;
  if (width <= 0 || height <= 0) return places;
  const Grid<int> not_free = blocked_sums(free);
  const Grid<int> not_allowed = blocked_sums(allowed);
  for (int y = 1; y + height + 1 <= free.height(); ++y) {
    for (int x = 1; x + width + 1 <= free.width(); ++x) {
      if (blocked_in(not_allowed, {x - 1, y - 1}, width + 2, height + 2) != 0) continue;
      places.push_back({{x, y}, blocked_in(not_free, {x - 1, y - 1}, width + 2, height + 2)});
    }
  }
  std::stable_sort(places.begin(), places.end(),
                   [](const CoveringPlace& a, const CoveringPlace& b) { return a.covered < b.covered; });
  return places;
}

std::optional<std::vector<Point>> dig_path(const Grid<std::uint8_t>& diggable, const Grid<std::uint8_t>& goal,
                                           Point from) {
  if (!diggable.in_bounds(from) || !diggable[from]) return std::nullopt;
  constexpr Point kNone{-1, -1};
  Grid<Point> came_from(diggable.width(), diggable.height(), kNone);
  came_from[from] = from;
  std::deque<Point> frontier{from};
  while (!frontier.empty()) {
    const Point here = frontier.front();
    frontier.pop_front();
    for (const Point step : kDirections4) {
      const Point next = here + step;
      if (!diggable.in_bounds(next) || came_from[next] != kNone) continue;
      if (goal[next]) {
        std::vector<Point> path;
        for (Point at = here; at != from; at = came_from[at]) path.push_back(at);
        path.push_back(from);
        std::reverse(path.begin(), path.end());
        return path;
      }
      if (!diggable[next]) continue;
      came_from[next] = here;
      frontier.push_back(next);
    }
  }
  return std::nullopt;
}

}  // namespace core
