// SPDX-License-Identifier: MIT
#include "core/line_of_fire.h"

#include "core/bresenham.h"

namespace core {

Flight trace_flight(const Grid<std::uint8_t>& blocks, const Grid<std::uint8_t>& creatures, Point from, Point aim,
                    int range) {
  Flight flight;
  if (from == aim || range < 1) return flight;
  BresenhamWalk line(from, aim);
  // Each step moves one tile in each axis at most, so `range` steps are `range` tiles of Chebyshev distance.
  for (int step = 0; step < range; ++step) {
    const Point at = line.next();
    if (!blocks.in_bounds(at) || blocks[at] != 0) {
      flight.end = FlightEnd::Wall;
      return flight;
    }
    flight.tiles.push_back(at);
    if (at == aim) {
      flight.end = creatures[at] != 0 ? FlightEnd::Creature : FlightEnd::Aim;
      return flight;
    }
    if (creatures[at] != 0) {
      flight.end = FlightEnd::Creature;
      return flight;
    }
  }
  flight.end = FlightEnd::Range;
  return flight;
}

bool clear_line_of_fire(const Grid<std::uint8_t>& blocks, const Grid<std::uint8_t>& creatures, Point from, Point target,
                        int range) {
  const Flight flight = trace_flight(blocks, creatures, from, target, range);
  return !flight.tiles.empty() && flight.tiles.back() == target && flight.end != FlightEnd::Wall &&
         flight.end != FlightEnd::Range;
}

}  // namespace core
