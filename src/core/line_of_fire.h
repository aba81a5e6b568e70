// SPDX-License-Identifier: MIT
#pragma once

#include <cstdint>
#include <vector>

#include "core/grid.h"
#include "core/point.h"

namespace core {

// Why a thing in flight came down where it did.
enum class FlightEnd : std::uint8_t {
  Aim,       // it reached the tile it was aimed at
  Creature,  // someone stood on the line before the aim: it hit them
  Wall,      // the next tile stops it (a wall, a closed door, the map's edge): it fell short
  Range,     // it flew as far as it can
};

// The tiles a shot or a throw from `from` toward `aim` passes, in order, without `from`; the last one
// is where it comes down. It follows the same Bresenham line as sight (bresenham.h) and stops at the
// aim, on the first tile of `creatures` before it, before the first tile of `blocks`, or after `range`
// steps. Empty when `from` is the aim or `range` is below 1.
struct Flight {
  std::vector<Point> tiles;
  FlightEnd end = FlightEnd::Aim;
};

// `blocks` and `creatures` are of one size, and `from` lies in them.
Flight trace_flight(const Grid<std::uint8_t>& blocks, const Grid<std::uint8_t>& creatures, Point from, Point aim,
                    int range);

// Whether a shot from `from` at `target` reaches it: within `range`, no block and no creature between.
bool clear_line_of_fire(const Grid<std::uint8_t>& blocks, const Grid<std::uint8_t>& creatures, Point from, Point target,
                        int range);

}  // namespace core
