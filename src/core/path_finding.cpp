#include "core/path_finding.h"

#include <algorithm>
#include <cstddef>

namespace core {

namespace {

// The open list's order: smallest estimate (f = steps + remaining) first and, among equal
// estimates, the smallest remaining distance (h), which follows one path towards the goal
// instead of widening every tie; with unit steps ties are many.
std::uint64_t priority(int estimate, int remaining) {
  return static_cast<std::uint64_t>(estimate) << 32 | static_cast<std::uint32_t>(remaining);
}

int steps_in(std::uint64_t priority) {
  return static_cast<int>(priority >> 32) - static_cast<int>(priority & 0xffffffffU);
}

}  // namespace

std::optional<std::vector<Point>> PathFinder::find_path(const Grid<std::uint8_t>& walkable, Point start, Point goal) {
  if (!walkable.in_bounds(start) || !walkable.in_bounds(goal) || walkable[goal] == 0) return std::nullopt;
  if (start == goal) return std::vector<Point>{};
  prepare(walkable);
  if (!search(walkable, start, goal)) return std::nullopt;
  return walk_back(static_cast<int>(walkable.index(goal)));
}

void PathFinder::prepare(const Grid<std::uint8_t>& walkable) {
  width_ = walkable.width();
  if (records_.size() != walkable.cells().size()) {
    records_.assign(walkable.cells().size(), TileRecord{});
    generation_ = 0;
  }
  // Stamps from 4 billion searches ago would read as current after the counter wraps.
  if (++generation_ == 0) {
    records_.assign(records_.size(), TileRecord{});
    generation_ = 1;
  }
  open_list_.clear();
}

bool PathFinder::open(int tile, Point there, int steps, int parent, Point goal, std::uint64_t expanding) {
  records_[tile] = {generation_, steps, parent};
  // Chebyshev distance never overestimates the steps left and drops by at most 1 per step
  // (admissible and consistent), so the first time the goal leaves the list its path is
  // shortest, and a tile that has left the list is never improved on.
  const int remaining = chebyshev_distance(there, goal);
  const std::uint64_t key = priority(steps + remaining, remaining);
  // Every entry in the list orders at or after the tile being expanded, so a neighbour one
  // step closer at the same estimate would be the next one out: it may skip the list.
  if (key == expanding - 1) return true;
  open_list_.push(key, tile);
  return false;
}

bool PathFinder::search(const Grid<std::uint8_t>& walkable, Point start, Point goal) {
  const int goal_tile = static_cast<int>(walkable.index(goal));
  std::optional<int> next = static_cast<int>(walkable.index(start));
  records_[*next] = {generation_, 0, -1};
  while (true) {
    if (!next) next = pop_best();
    if (!next) return false;
    if (*next == goal_tile) return true;
    next = expand(walkable, *next, goal);
  }
}

std::optional<int> PathFinder::pop_best() {
  while (!open_list_.empty()) {
    const OpenList::Entry entry = open_list_.pop();
    // A tile is pushed again whenever a shorter way to it turns up; the older entries are stale.
    if (steps_in(entry.key) == records_[entry.tile].steps) return entry.tile;
  }
  return std::nullopt;
}

std::optional<int> PathFinder::expand(const Grid<std::uint8_t>& walkable, int tile, Point goal) {
  const std::uint8_t* open_tiles = walkable.cells().data();
  const Point here{tile % width_, tile / width_};
  const int next_steps = records_[tile].steps + 1;
  const int remaining = chebyshev_distance(here, goal);
  const std::uint64_t expanding = priority(records_[tile].steps + remaining, remaining);
  std::optional<int> next;
  for (const Point direction : kDirections8) {
    const Point there = here + direction;
    if (!walkable.in_bounds(there)) continue;
    const int there_tile = tile + direction.y * width_ + direction.x;
    if (open_tiles[there_tile] == 0) continue;
    if (reached(there_tile) && records_[there_tile].steps <= next_steps) continue;
    // For an in-bounds diagonal target both tiles beside the step are in bounds too.
    if (corner_rule_ == CornerRule::NoSqueezing && direction.x != 0 && direction.y != 0 &&
        open_tiles[tile + direction.x] == 0 && open_tiles[tile + direction.y * width_] == 0) {
      continue;
    }
    // Only the first such neighbour skips the list; later ones are pushed as usual.
    if (open(there_tile, there, next_steps, tile, goal, next ? 0 : expanding)) next = there_tile;
  }
  return next;
}

// Follows the parents from the goal; the last one reached is the start, which the path leaves out.
std::vector<Point> PathFinder::walk_back(int goal_tile) const {
  std::vector<Point> path(static_cast<std::size_t>(records_[goal_tile].steps));
  int tile = goal_tile;
  for (auto slot = path.rbegin(); slot != path.rend(); ++slot) {
    *slot = Point{tile % width_, tile / width_};
    tile = records_[tile].parent;
  }
  return path;
}

std::optional<std::vector<Point>> find_path(const Grid<std::uint8_t>& walkable, Point start, Point goal,
                                            CornerRule corner_rule) {
  return PathFinder(corner_rule).find_path(walkable, start, goal);
}

}  // namespace core
