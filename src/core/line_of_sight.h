// SPDX-License-Identifier: MIT
#pragma once

#include <cstdint>

#include "core/grid.h"
#include "core/point.h"

namespace core {

// Line of sight by Bresenham lines, the rule of the C roguelike tutorial this game grew from (part 4,
// "Field of view"): every tile of the square around the viewer whose distance floor(sqrt(dx²+dy²)) is
// below the radius is seen when the Bresenham line drawn from that tile toward the viewer reaches the
// viewer without passing an opaque tile (the tile itself may be opaque: walls are lit). The viewer's own
// tile is always seen. As in the tutorial, the map's one-tile border is never looked at.
//
// Properties: not symmetric (a line from A to B and one from B to A pass different tiles, so A may see B
// while B does not see A; see the tests for maps where it happens), walls lit, no gaps in an open room,
// and a cost that grows with the square of the radius times the radius (one line a tile).
//
// Sets visible[p] = 1 for every tile seen and leaves the others as they were; returns a box holding every
// tile it set. radius <= 0 is unlimited (the whole map). An origin outside the grid, or a `visible` of
// another size than `opaque`, sees nothing: an empty box and no change.
Rect light_line_of_sight(const Grid<std::uint8_t>& opaque, Point origin, int radius, Grid<std::uint8_t>& visible);

// Whether the viewer at `viewer` sees `target` under this rule: one line, not the whole square. Both must
// lie in the grid.
bool line_of_sight_sees(const Grid<std::uint8_t>& opaque, Point viewer, Point target, int radius);

// Whether the Bresenham line from `from` toward `to` reaches `to` without passing an opaque tile
// (neither end counts). Both must lie in the grid.
bool bresenham_line_clear(const Grid<std::uint8_t>& opaque, Point from, Point to);

}  // namespace core
