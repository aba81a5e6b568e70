// SPDX-License-Identifier: MIT
#include "core/distance_map.h"

#include <cstddef>
#include <vector>

namespace core {

namespace {

bool is_diagonal(Point direction) {
  return direction.x != 0 && direction.y != 0;
}

// The corner rule: a diagonal step is blocked when both tiles beside it are blocked.
template <class IsBlocked>
bool squeezes_between_walls(Point from, Point direction, IsBlocked is_blocked) {
  return is_diagonal(direction) && is_blocked(Point{from.x + direction.x, from.y}) &&
         is_blocked(Point{from.x, from.y + direction.y});
}

// Seeds the search with every usable goal and returns the starting queue.
std::vector<int> seed_goals(const Grid<std::uint8_t>& walkable, std::span<const Point> goals, Grid<int>& distances) {
  std::vector<int> queue;
  queue.reserve(walkable.cells().size());
  for (const Point goal : goals) {
    if (!walkable.in_bounds(goal) || walkable[goal] == 0 || distances[goal] == 0) continue;
    distances[goal] = 0;
    queue.push_back(static_cast<int>(walkable.index(goal)));
  }
  return queue;
}

}  // namespace

Grid<int> distance_map(const Grid<std::uint8_t>& walkable, std::span<const Point> goals) {
  Grid<int> distances(walkable.width(), walkable.height(), kUnreachable);
  std::vector<int> queue = seed_goals(walkable, goals, distances);
  const int width = walkable.width();
  const std::uint8_t* open = walkable.cells().data();
  int* distance = distances.cells().data();
  // Tiles outside the grid count as walls for the corner rule.
  const auto is_blocked = [&](Point p) {
    return !walkable.in_bounds(p) || open[static_cast<std::size_t>(p.y) * width + p.x] == 0;
  };

  // The queue only grows, so a read position replaces popping.
  for (std::size_t head = 0; head < queue.size(); ++head) {
    const int index = queue[head];
    const Point here{index % width, index / width};
    const int next_distance = distance[index] + 1;
    for (const Point direction : kDirections8) {
      const Point there = here + direction;
      if (is_blocked(there)) continue;
      const int there_index = there.y * width + there.x;
      if (distance[there_index] != kUnreachable || squeezes_between_walls(here, direction, is_blocked)) continue;
      distance[there_index] = next_distance;
      queue.push_back(there_index);
    }
  }
  return distances;
}

Point farthest_reachable(const Grid<int>& distances) {
  Point farthest{-1, -1};
  int farthest_distance = -1;
  const std::vector<int>& cells = distances.cells();
  for (std::size_t index = 0; index < cells.size(); ++index) {
    if (cells[index] == kUnreachable || cells[index] <= farthest_distance) continue;
    farthest_distance = cells[index];
    farthest = distances.point_at(index);
  }
  return farthest;
}

std::optional<Point> step_downhill(const Grid<int>& distances, Point from) {
  if (!distances.in_bounds(from)) return std::nullopt;
  const auto is_blocked = [&](Point p) { return !distances.in_bounds(p) || distances[p] == kUnreachable; };
  std::optional<Point> best;
  int best_distance = distances[from];
  // kDirections8 lists orthogonal directions first, and only a strictly smaller distance
  // replaces the best, so orthogonal steps win ties.
  for (const Point direction : kDirections8) {
    const Point there = from + direction;
    if (is_blocked(there) || distances[there] >= best_distance) continue;
    if (squeezes_between_walls(from, direction, is_blocked)) continue;
    best = there;
    best_distance = distances[there];
  }
  return best;
}

}  // namespace core
