#pragma once

#include <cstdint>
#include <optional>
#include <vector>

#include "core/grid.h"
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
  // One open-list entry; the order (f, then h, then tile) is total, so the pop order does
  // not depend on how the heap breaks ties.
  struct OpenEntry {
    int estimate;   // f = steps so far + heuristic
    int remaining;  // h, the Chebyshev distance to the goal
    int tile;
  };

  void prepare(const Grid<std::uint8_t>& walkable);
  void open(int tile, int steps, int parent, Point goal);
  bool search(const Grid<std::uint8_t>& walkable, Point start, Point goal);
  void expand(const Grid<std::uint8_t>& walkable, int tile, Point goal);
  bool reached(int tile) const { return stamp_[tile] == generation_; }
  std::vector<Point> walk_back(int goal_tile) const;

  CornerRule corner_rule_;
  int width_ = 0;
  // Per-tile data is valid only where stamp_ equals generation_, so a new search starts by
  // bumping generation_ instead of clearing every array.
  std::uint32_t generation_ = 0;
  std::vector<std::uint32_t> stamp_;
  std::vector<int> steps_;
  std::vector<int> parent_;
  std::vector<OpenEntry> heap_;
};

// One path with a fresh PathFinder; for many paths keep a PathFinder instead.
std::optional<std::vector<Point>> find_path(const Grid<std::uint8_t>& walkable, Point start, Point goal,
                                            CornerRule corner_rule = CornerRule::NoSqueezing);

}  // namespace core
