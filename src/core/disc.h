// SPDX-License-Identifier: MIT
#pragma once

namespace core {

// The largest |column| of the row `depth` rows from a disc's centre that is still inside the
// disc of `radius`: the widest dx with dx * dx + depth * depth <= radius * radius, found in
// whole numbers so that no rounding of a square root decides a tile.
int disc_half_width(int depth, int radius);

}  // namespace core
