// SPDX-License-Identifier: MIT
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <vector>

#include "core/grid.h"
#include "core/open_list.h"
#include "core/point.h"

namespace core {

// Whether a diagonal step may pass between two non-walkable tiles that touch at a corner.
// NoSqueezing is the rule every other 8-way walk in core follows (see distance_map.h);
// SqueezeAllowed is libtcod's map-based A*, kept so that the two can be compared.
enum class CornerRule { NoSqueezing, SqueezeAllowed };

// A* over a walkable grid (walkable[p] != 0), 8-way moves, every step costing 1: the game
// spends one turn per step, diagonal or not, so a path's cost is its number of steps, the
// same measure as distance_map's. Keeps its buffers between calls, so reuse one finder
// for many paths on maps of one size.
class PathFinder {
 public:
  explicit PathFinder(CornerRule corner_rule = CornerRule::NoSqueezing) : corner_rule_(corner_rule) {}

  // A shortest path from start to goal: every tile stepped on after start, goal last;
  // empty when start == goal. nullopt when the goal cannot be reached, is outside the grid
  // or not walkable, or start is outside the grid (start itself need not be walkable).
  // Among equally short paths the same one is returned on every run and platform.
  std::optional<std::vector<Point>> find_path(const Grid<std::uint8_t>& walkable, Point start, Point goal);

 private:
  void prepare(const Grid<std::uint8_t>& walkable);
  // Records a better way to tile and puts it on the open list.
  void open(int tile, Point there, int steps, int direction, Point goal);
  bool search(const Grid<std::uint8_t>& walkable, Point start, Point goal);
  std::optional<int> pop_best();
  // Opens those of tile's neighbours that this way reaches sooner than any before.
  void expand(const Grid<std::uint8_t>& walkable, int tile, Point goal);
  // Whether every neighbour of here lies in the grid.
  bool is_inside_edge(const Grid<std::uint8_t>& walkable, Point here) const;
  unsigned open_neighbours(const Grid<std::uint8_t>& walkable, int tile, Point here) const;
  // The steps of the best way found so far to tile; larger than any path when it was not reached yet.
  std::uint32_t steps_to(int tile) const { return reached_[tile] - base_; }
  std::vector<Point> walk_back(int goal_tile) const;

  CornerRule corner_rule_;
  int width_ = 0;
  std::array<int, 8> neighbour_offsets_{};  // from a tile's index to its neighbours', in kDirections8's order
  // For each tile base_ + the steps of the best way found to it in this search. A value below
  // base_ is left from an earlier search and, read through steps_to, wraps to more steps than
  // any path has: raising base_ past every value written before forgets them without clearing
  // the grid, and keeping four bytes a tile keeps the records the search reads most in cache.
  std::vector<std::uint32_t> reached_;
  std::uint32_t base_ = 0;
  // Which of kDirections8 the best way to each tile took for its last step; the walk back reads it.
  std::vector<std::uint8_t> arrived_by_;
  OpenList open_list_;
};

// One path with a fresh PathFinder; for many paths keep a PathFinder instead.
std::optional<std::vector<Point>> find_path(const Grid<std::uint8_t>& walkable, Point start, Point goal,
                                            CornerRule corner_rule = CornerRule::NoSqueezing);

}  // namespace core
