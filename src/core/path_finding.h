#pragma once

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
  // What the search knows of one tile; valid only when stamp equals generation_, so a new
  // search starts by bumping generation_ instead of clearing every tile.
  struct TileRecord {
    std::uint32_t stamp = 0;
    int steps = 0;    // from the start along the best way found so far
    int parent = -1;  // the tile that way comes from
  };

  void prepare(const Grid<std::uint8_t>& walkable);
  // Records a better way to tile and returns true when it is to be expanded next, instead
  // of pushing it; expanding is the priority of the tile being expanded (0: none may skip).
  bool open(int tile, Point there, int steps, int parent, Point goal, std::uint64_t expanding);
  bool search(const Grid<std::uint8_t>& walkable, Point start, Point goal);
  std::optional<int> pop_best();
  // Opens tile's neighbours; returns the one to expand next when it may skip the list.
  std::optional<int> expand(const Grid<std::uint8_t>& walkable, int tile, Point goal);
  bool reached(int tile) const { return records_[tile].stamp == generation_; }
  std::vector<Point> walk_back(int goal_tile) const;

  CornerRule corner_rule_;
  int width_ = 0;
  std::uint32_t generation_ = 0;
  std::vector<TileRecord> records_;
  OpenList open_list_;
};

// One path with a fresh PathFinder; for many paths keep a PathFinder instead.
std::optional<std::vector<Point>> find_path(const Grid<std::uint8_t>& walkable, Point start, Point goal,
                                            CornerRule corner_rule = CornerRule::NoSqueezing);

}  // namespace core
