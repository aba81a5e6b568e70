// SPDX-License-Identifier: MIT
#pragma once

#include <cstdint>

#include "core/grid.h"
#include "core/point.h"

namespace core {

// Ray casting, the rule of a Scheme 7DRL post on field of view (a ray every 16 degrees there): from the
// middle of the viewer's tile a ray leaves every `spacing_degrees` degrees and is stepped
// one tile-length at a time, lighting each tile it lands in, until it passes the radius, leaves the map
// or lands in an opaque tile (which it lights). The viewer's own tile is always seen.
//
// Properties: not symmetric; walls lit; fast with few rays, but wide spacing leaves gaps far from the
// viewer (at 16 degrees, tiles of an open room ten tiles away are missed that 1 degree lights); a ray
// steps over the corner where two walls touch diagonally, so it can see through such a gap. The ray
// directions are a table the compiler works out once, in fixed point, so the result is the same on
// every machine.
//
// Sets visible[p] = 1 for every tile seen and leaves the others as they were; returns a box holding every
// tile it set. radius <= 0 is unlimited (each ray runs to the map's edge or a wall); spacing_degrees is
// taken between 1 and 360. An origin outside the grid, or a `visible` of another size than `opaque`,
// sees nothing: an empty box and no change.
Rect light_ray_cast(const Grid<std::uint8_t>& opaque, Point origin, int radius, int spacing_degrees,
                    Grid<std::uint8_t>& visible);

}  // namespace core
