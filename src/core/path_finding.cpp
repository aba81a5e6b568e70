// SPDX-License-Identifier: MIT
#include "core/path_finding.h"

#include <algorithm>
#include <bit>
#include <cstddef>
#include <limits>

namespace core {

namespace {

// The bit order below is kDirections8's.
static_assert(kDirections8[0] == Point{0, -1} && kDirections8[1] == Point{1, 0} && kDirections8[2] == Point{0, 1} &&
              kDirections8[3] == Point{-1, 0} && kDirections8[4] == Point{1, -1} && kDirections8[5] == Point{1, 1} &&
              kDirections8[6] == Point{-1, 1} && kDirections8[7] == Point{-1, -1});

// Of a tile's neighbours, one bit each in kDirections8's order (N, E, S, W, then NE, SE,
// SW, NW): the ones left after refusing every diagonal step whose two orthogonal
// neighbours are both closed, the squeeze between two walls touching at a corner.
unsigned diagonals_not_squeezed(unsigned open_around) {
  const auto open = [open_around](int direction) { return (open_around >> direction) & 1U; };
  const unsigned north = open(0);
  const unsigned east = open(1);
  const unsigned south = open(2);
  const unsigned west = open(3);
  const unsigned diagonals = (north | east) << 4 | (south | east) << 5 | (south | west) << 6 | (north | west) << 7;
  return 0x0FU | diagonals;
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
  for (int i = 0; i < 8; ++i) neighbour_offsets_[i] = kDirections8[i].y * width_ + kDirections8[i].x;
  // No path has more steps than the grid has tiles, so a search writes values below base_ + span.
  const auto span = static_cast<std::uint32_t>(walkable.cells().size() + 1);
  if (reached_.size() != walkable.cells().size() || base_ > std::numeric_limits<std::uint32_t>::max() - 2 * span) {
    reached_.assign(walkable.cells().size(), 0);
    arrived_by_.assign(walkable.cells().size(), 0);
    base_ = 0;
  }
  base_ += span;
  open_list_.clear();
}

void PathFinder::open(int tile, Point there, int steps, int direction, Point goal) {
  reached_[tile] = base_ + static_cast<std::uint32_t>(steps);
  arrived_by_[tile] = static_cast<std::uint8_t>(direction);
  // Chebyshev distance never overestimates the steps left and drops by at most 1 per step
  // (admissible and consistent), so the first time the goal leaves the list its path is
  // shortest, and a tile that has left the list is never improved on.
  open_list_.push(steps + chebyshev_distance(there, goal), {tile, steps});
}

bool PathFinder::search(const Grid<std::uint8_t>& walkable, Point start, Point goal) {
  const int goal_tile = static_cast<int>(walkable.index(goal));
  open(static_cast<int>(walkable.index(start)), start, 0, 0, goal);
  while (const std::optional<int> tile = pop_best()) {
    if (*tile == goal_tile) return true;
    expand(walkable, *tile, goal);
  }
  return false;
}

std::optional<int> PathFinder::pop_best() {
  while (const std::optional<OpenList::Entry> entry = open_list_.pop()) {
    // A tile is pushed again whenever a shorter way to it turns up; the older entries are stale.
    if (static_cast<std::uint32_t>(entry->steps) == steps_to(entry->tile)) return entry->tile;
  }
  return std::nullopt;
}

void PathFinder::expand(const Grid<std::uint8_t>& walkable, int tile, Point goal) {
  const Point here{tile % width_, tile / width_};
  const std::uint32_t next_steps = steps_to(tile) + 1;
  unsigned open_around = open_neighbours(walkable, tile, here);
  if (corner_rule_ == CornerRule::NoSqueezing) open_around &= diagonals_not_squeezed(open_around);
  // Which neighbours this way reaches sooner, without a branch each: whether a tile was
  // reached sooner is close to random, so a branch would often be mispredicted. Reading
  // the record of a closed or outside tile is harmless, as open_around masks it out, but
  // only inside the grid, which holds around every tile but those of the edge.
  unsigned improves = 0;
  if (is_inside_edge(walkable, here)) {
    for (int i = 0; i < 8; ++i)
      improves |= static_cast<unsigned>(steps_to(tile + neighbour_offsets_[i]) > next_steps) << i;
    improves &= open_around;
  } else {
    for (unsigned left = open_around; left != 0; left &= left - 1) {
      const int i = std::countr_zero(left);
      improves |= static_cast<unsigned>(steps_to(tile + neighbour_offsets_[i]) > next_steps) << i;
    }
  }
  for (; improves != 0; improves &= improves - 1) {
    const int i = std::countr_zero(improves);
    open(tile + neighbour_offsets_[i], here + kDirections8[i], static_cast<int>(next_steps), i, goal);
  }
}

bool PathFinder::is_inside_edge(const Grid<std::uint8_t>& walkable, Point here) const {
  return here.x > 0 && here.y > 0 && here.x < width_ - 1 && here.y < walkable.height() - 1;
}

// One bit each, in kDirections8's order, for the neighbours of tile that lie in the grid and are walkable.
unsigned PathFinder::open_neighbours(const Grid<std::uint8_t>& walkable, int tile, Point here) const {
  const std::uint8_t* open_tiles = walkable.cells().data();
  unsigned open_around = 0;
  if (is_inside_edge(walkable, here)) {
    for (int i = 0; i < 8; ++i)
      open_around |= static_cast<unsigned>(open_tiles[tile + neighbour_offsets_[i]] != 0) << i;
    return open_around;
  }
  for (int i = 0; i < 8; ++i) {
    if (!walkable.in_bounds(here + kDirections8[i])) continue;
    open_around |= static_cast<unsigned>(open_tiles[tile + neighbour_offsets_[i]] != 0) << i;
  }
  return open_around;
}

// Steps back from the goal the way each tile was reached, as many steps as the goal's way
// has: the tile it ends on is the start, which the path leaves out.
std::vector<Point> PathFinder::walk_back(int goal_tile) const {
  std::vector<Point> path(steps_to(goal_tile));
  int tile = goal_tile;
  for (auto slot = path.rbegin(); slot != path.rend(); ++slot) {
    *slot = Point{tile % width_, tile / width_};
    tile -= neighbour_offsets_[arrived_by_[tile]];
  }
  return path;
}

std::optional<std::vector<Point>> find_path(const Grid<std::uint8_t>& walkable, Point start, Point goal,
                                            CornerRule corner_rule) {
  return PathFinder(corner_rule).find_path(walkable, start, goal);
}

}  // namespace core
