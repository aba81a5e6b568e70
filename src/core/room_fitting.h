// SPDX-License-Identifier: MIT
#pragma once

#include <cstdint>
#include <optional>
#include <vector>

#include "core/grid.h"
#include "core/point.h"

namespace core {

// The top-left corners of every place where a block of width x height fits with a ring one tile wide
// around it, block and ring all on tiles that are 1 in `free`, and the ring inside the map. In row order.
// A summed-area table answers each place in constant time.
std::vector<Point> fitting_places(const Grid<std::uint8_t>& free, int width, int height);

// A place for a block and its ring, and how many tiles it covers that were not free.
struct CoveringPlace {
  Point corner;
  int covered = 0;
};

// The places fitting_places would give were every tile free, but none covering a tile that is 0 in
// `allowed`, each with how many tiles that are 0 in `free` its block and ring cover: fewest first, in row
// order among equals. For where no place is all free.
std::vector<CoveringPlace> covering_places(const Grid<std::uint8_t>& free, const Grid<std::uint8_t>& allowed, int width,
                                           int height);

// The shortest way, in orthogonal steps, from `from` over tiles that are 1 in `diggable` to a tile that
// is 1 in `goal`: the tiles to dig, `from` first and the goal tile left out. None when no goal can be
// reached. `from` must be diggable.
std::optional<std::vector<Point>> dig_path(const Grid<std::uint8_t>& diggable, const Grid<std::uint8_t>& goal,
                                           Point from);

}  // namespace core
