// SPDX-License-Identifier: MIT
#include "core/line_of_sight.h"

#include <algorithm>
#include <cstdint>
#include <cstdlib>

#include "core/bresenham.h"

namespace core {

namespace {

// The tutorial's distance test, floor(sqrt(dx² + dy²)) < radius, in integers: for whole numbers,
// floor(sqrt(d)) < r exactly when d < r².
bool within_radius(int dx, int dy, int radius) {
  if (radius <= 0) return true;
  const std::int64_t squared = std::int64_t{dx} * dx + std::int64_t{dy} * dy;
  return squared < std::int64_t{radius} * radius;
}

// The tiles the map's border leaves to look at: the tutorial never looks at the outermost ring.
Rect inner_box(const Grid<std::uint8_t>& opaque) {
  return {1, 1, std::max(0, opaque.width() - 2), std::max(0, opaque.height() - 2)};
}

}  // namespace

bool line_of_sight_sees(const Grid<std::uint8_t>& opaque, Point viewer, Point target, int radius) {
  if (target == viewer) return true;
  return inner_box(opaque).contains(target) && within_radius(target.x - viewer.x, target.y - viewer.y, radius) &&
         bresenham_line_clear(opaque, target, viewer);
}

bool bresenham_line_clear(const Grid<std::uint8_t>& opaque, Point from, Point to) {
  BresenhamWalk line(from, to);
  while (true) {
    const Point at = line.next();
    if (at == to) return true;
    if (opaque[at] != 0) return false;
  }
}

Rect light_line_of_sight(const Grid<std::uint8_t>& opaque, Point origin, int radius, Grid<std::uint8_t>& visible) {
  if (!opaque.in_bounds(origin) || visible.width() != opaque.width() || visible.height() != opaque.height()) return {};
  const Rect inner = inner_box(opaque);
  const int reach = radius > 0 ? radius : std::max(opaque.width(), opaque.height());
  const int left = std::max(inner.x, origin.x - reach);
  const int top = std::max(inner.y, origin.y - reach);
  const int right = std::min(inner.x + inner.w - 1, origin.x + reach);
  const int bottom = std::min(inner.y + inner.h - 1, origin.y + reach);
  visible[origin] = 1;
  for (int y = top; y <= bottom; ++y) {
    for (int x = left; x <= right; ++x) {
      if (line_of_sight_sees(opaque, origin, {x, y}, radius)) visible[{x, y}] = 1;
    }
  }
  // The square looked at, and the viewer's own tile, which may lie on the border outside it.
  const int box_left = std::min(left, origin.x);
  const int box_top = std::min(top, origin.y);
  return {box_left, box_top, std::max(right, origin.x) - box_left + 1, std::max(bottom, origin.y) - box_top + 1};
}

}  // namespace core
