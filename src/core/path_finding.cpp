#include "core/path_finding.h"

#include <algorithm>
#include <cstddef>

namespace core {

namespace {

// Orders the open list as a min-heap on (estimate, remaining, tile). Preferring the smaller
// remaining distance among equal estimates follows one path to the goal instead of
// widening every tie, which with unit steps are many.
struct OpensLater {
  template <class Entry>
  bool operator()(const Entry& a, const Entry& b) const {
    if (a.estimate != b.estimate) return a.estimate > b.estimate;
    if (a.remaining != b.remaining) return a.remaining > b.remaining;
    return a.tile > b.tile;
  }
};

}  // namespace

std::optional<std::vector<Point>> PathFinder::find_path(const Grid<std::uint8_t>& walkable, Point start, Point goal) {
  if (!walkable.in_bounds(start) || !walkable.in_bounds(goal) || walkable[goal] == 0) return std::nullopt;
  if (start == goal) return std::vector<Point>{};
  prepare(walkable);
  if (!search(walkable, start, goal)) return std::nullopt;
  return walk_back(static_cast<int>(walkable.index(goal)));
}

void PathFinder::prepare(const Grid<std::uint8_t>& walkable) {
  const std::size_t tiles = walkable.cells().size();
  width_ = walkable.width();
  if (stamp_.size() != tiles) {
    stamp_.assign(tiles, 0);
    steps_.resize(tiles);
    parent_.resize(tiles);
    generation_ = 0;
  }
  // Stamps from 4 billion searches ago would read as current after the counter wraps.
  if (++generation_ == 0) {
    std::fill(stamp_.begin(), stamp_.end(), 0);
    generation_ = 1;
  }
  heap_.clear();
}

void PathFinder::open(int tile, int steps, int parent, Point goal) {
  stamp_[tile] = generation_;
  steps_[tile] = steps;
  parent_[tile] = parent;
  // Chebyshev distance never overestimates the steps left and drops by at most 1 per step
  // (admissible and consistent), so the first time the goal leaves the heap its path is
  // shortest and no tile ever needs opening again once it has left the heap.
  const int remaining = chebyshev_distance(Point{tile % width_, tile / width_}, goal);
  heap_.push_back({steps + remaining, remaining, tile});
  std::push_heap(heap_.begin(), heap_.end(), OpensLater{});
}

bool PathFinder::search(const Grid<std::uint8_t>& walkable, Point start, Point goal) {
  const int goal_tile = static_cast<int>(walkable.index(goal));
  open(static_cast<int>(walkable.index(start)), 0, -1, goal);
  while (!heap_.empty()) {
    std::pop_heap(heap_.begin(), heap_.end(), OpensLater{});
    const OpenEntry entry = heap_.back();
    heap_.pop_back();
    // A tile is pushed again whenever a shorter way to it turns up; the older entries are stale.
    if (entry.estimate - entry.remaining != steps_[entry.tile]) continue;
    if (entry.tile == goal_tile) return true;
    expand(walkable, entry.tile, goal);
  }
  return false;
}

void PathFinder::expand(const Grid<std::uint8_t>& walkable, int tile, Point goal) {
  const std::uint8_t* open_tiles = walkable.cells().data();
  const Point here{tile % width_, tile / width_};
  const int next_steps = steps_[tile] + 1;
  for (const Point direction : kDirections8) {
    const Point there = here + direction;
    if (!walkable.in_bounds(there)) continue;
    const int there_tile = tile + direction.y * width_ + direction.x;
    if (open_tiles[there_tile] == 0) continue;
    if (reached(there_tile) && steps_[there_tile] <= next_steps) continue;
    // For an in-bounds diagonal target both tiles beside the step are in bounds too.
    if (corner_rule_ == CornerRule::NoSqueezing && direction.x != 0 && direction.y != 0 &&
        open_tiles[tile + direction.x] == 0 && open_tiles[tile + direction.y * width_] == 0) {
      continue;
    }
    open(there_tile, next_steps, tile, goal);
  }
}

// Follows the parents from the goal; the last one reached is the start, which the path leaves out.
std::vector<Point> PathFinder::walk_back(int goal_tile) const {
  std::vector<Point> path(static_cast<std::size_t>(steps_[goal_tile]));
  int tile = goal_tile;
  for (auto slot = path.rbegin(); slot != path.rend(); ++slot) {
    *slot = Point{tile % width_, tile / width_};
    tile = parent_[tile];
  }
  return path;
}

std::optional<std::vector<Point>> find_path(const Grid<std::uint8_t>& walkable, Point start, Point goal,
                                            CornerRule corner_rule) {
  return PathFinder(corner_rule).find_path(walkable, start, goal);
}

}  // namespace core
