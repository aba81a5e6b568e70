// SPDX-License-Identifier: MIT
#pragma once

#include <cstdint>
#include <limits>
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

// The reachable tile (distance < kUnreachable) with the greatest distance; ties broken by
// lowest row-major index. {-1, -1} when no tile is reachable.
Point farthest_reachable(const Grid<int>& distances);

// Steps one tile downhill from `from`: the neighbour with the smallest distance that is
// strictly smaller than distances[from]; nullopt when none. Orthogonal neighbours win ties.
// Follows the corner rule above, reading tiles at kUnreachable as the walls around `from`.
std::optional<Point> step_downhill(const Grid<int>& distances, Point from);

}  // namespace core
