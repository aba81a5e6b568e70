// SPDX-License-Identifier: MIT
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <limits>
#include <memory>
#include <optional>
#include <span>

#include "core/grid.h"
#include "core/point.h"

namespace core {

inline constexpr int kUnreachable = std::numeric_limits<int>::max();

// Movement rule shared by every 8-way walk in core: a diagonal step is refused only when
// both orthogonal tiles beside it are non-walkable, so nothing squeezes between two walls
// that touch at a corner; cutting past a single wall corner is allowed.

// Breadth-first distances (8-way moves, each costing 1) from the nearest goal to every
// tile; walkable[p] == 0 tiles and tiles that cannot be reached get kUnreachable.
// Goals outside the grid or on non-walkable tiles are ignored.
Grid<int> distance_map(const Grid<std::uint8_t>& walkable, std::span<const Point> goals);

// The same breadth-first search, run only as far as its callers ask: tile for tile the
// distances of distance_map, but a flood that stops once the asked distance is known and goes
// on when more is asked. A round of monster turns asks only where a chasing monster stands,
// so the flood reaches no farther than the farthest of them. Keeps its buffers between
// floods, and the steps each tile allows for as long as the walkable grid stays the same:
// reuse one for many floods over one map.
class DistanceFlood {
 public:
  // A new flood over `walkable` from `goals` (ignored as distance_map ignores them) in which
  // only the goals are known yet.
  void start(const Grid<std::uint8_t>& walkable, std::span<const Point> goals);

  // Floods until every tile at a distance of at most `limit` is known.
  void reach(int limit);

  // distance_map's distance of `p` (a tile of the grid), flooding as far as that takes;
  // every tile no farther away is then known too.
  int distance(Point p);

  // What the flood knows of `p` (a tile of the grid): its distance when the flood has
  // reached it, else kUnreachable. Exact for every tile no farther than the farthest asked for.
  int known_distance(Point p) const { return distances_[p]; }

  // known_distance of every tile.
  const Grid<int>& distances() const { return distances_; }
  // The same, handed over: the flood is left empty, to be started again.
  Grid<int> take_distances();

 private:
  void prepare(const Grid<std::uint8_t>& walkable);
  bool is_framed_copy_of(const Grid<std::uint8_t>& walkable) const;
  void frame(const Grid<std::uint8_t>& walkable);
  void find_steps();
  template <class GoOn>
  void flood_while(GoOn go_on);

  // The walkable grid that steps_ was worked out for, framed by one row or column of walls
  // on every side, so that every tile of it has eight neighbours to read.
  Grid<std::uint8_t> framed_walkable_;
  // One bit per direction, bit i for kDirections8[i], for each tile: the steps that
  // stay in the grid, land on a walkable tile and obey the corner rule.
  Grid<std::uint8_t> steps_;
  std::array<int, 8> neighbour_offsets_{};  // from a tile's index to its neighbours', in kDirections8's order
  Grid<int> distances_;
  // The index of every tile given a distance, in the order found, in queue_[0, tail_): one
  // slot a tile, as no tile is found twice. Distances never fall along it, so the tiles
  // before head_ are the ones whose neighbours are known.
  std::unique_ptr<int[]> queue_;
  std::size_t head_ = 0;
  std::size_t tail_ = 0;
};

// The reachable tile (distance < kUnreachable) with the greatest distance; ties broken by
// lowest row-major index. {-1, -1} when no tile is reachable.
Point farthest_reachable(const Grid<int>& distances);

// Steps one tile downhill from `from`: the neighbour with the smallest distance that is
// strictly smaller than distances[from]; nullopt when none. Orthogonal neighbours win ties.
// Follows the corner rule above, reading tiles at kUnreachable as the walls around `from`.
std::optional<Point> step_downhill(const Grid<int>& distances, Point from);

}  // namespace core
