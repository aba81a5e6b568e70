// SPDX-License-Identifier: MIT
#pragma once

#include <cstdint>

#include "core/grid.h"
#include "core/point.h"

namespace core {

// Symmetric shadowcasting, the game's default rule of sight: Albert Ford's algorithm ("Symmetric
// Shadowcasting", 2017), as libtcod's FOV_SYMMETRIC_SHADOWCAST also implements it.
// Properties: symmetric (a floor tile A sees floor tile B iff B sees A), no gaps (a floor tile is seen
// when a line from the middle of the viewer's tile reaches it between the walls), walls lit, exact.
//
// opaque[p] != 0 blocks sight. Sets visible[p] = 1 for every tile seen from origin (origin
// included) and leaves every other tile as it was, so that the caller can clear just what an
// earlier call lit (see FieldOfView) or gather what several viewers see; compute_sight (sight.h)
// clears first. Opaque tiles are lit when they are in view ("expansive walls"). A floor tile A
// sees floor tile B iff B sees A. radius > 0: only tiles with dx*dx + dy*dy <= radius*radius;
// radius <= 0: unlimited.
//
// Tiles outside the grid neither block sight nor are lit, as in libtcod's
// FOV_SYMMETRIC_SHADOWCAST. Slopes are exact fractions, so results never depend on
// floating-point rounding. Returns a box holding every tile it set; an empty box, and no
// change, if origin is outside the grid or visible is not opaque's size.
Rect light_shadowcast(const Grid<std::uint8_t>& opaque, Point origin, int radius, Grid<std::uint8_t>& visible);

}  // namespace core
