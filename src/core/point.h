// SPDX-License-Identifier: MIT
#pragma once

#include <compare>
#include <cstdlib>

namespace core {

// A tile coordinate or an offset between two tiles.
struct Point {
  int x = 0;
  int y = 0;

  friend constexpr bool operator==(Point, Point) = default;
  friend constexpr auto operator<=>(Point, Point) = default;
  friend constexpr Point operator+(Point a, Point b) { return {a.x + b.x, a.y + b.y}; }
  friend constexpr Point operator-(Point a, Point b) { return {a.x - b.x, a.y - b.y}; }
};

// An axis-aligned rectangle of tiles: [x, x + w) x [y, y + h).
struct Rect {
  int x = 0;
  int y = 0;
  int w = 0;
  int h = 0;

  constexpr bool contains(Point p) const { return p.x >= x && p.x < x + w && p.y >= y && p.y < y + h; }
  constexpr Point center() const { return {x + w / 2, y + h / 2}; }
  constexpr bool intersects(const Rect& o) const {
    return x < o.x + o.w && o.x < x + w && y < o.y + o.h && o.y < y + h;
  }
  friend constexpr bool operator==(const Rect&, const Rect&) = default;
};

// Chebyshev distance: the number of king moves between two tiles.
constexpr int chebyshev_distance(Point a, Point b) {
  const int dx = a.x > b.x ? a.x - b.x : b.x - a.x;
  const int dy = a.y > b.y ? a.y - b.y : b.y - a.y;
  return dx > dy ? dx : dy;
}

// The eight neighbouring directions, orthogonal ones first.
inline constexpr Point kDirections8[] = {{0, -1}, {1, 0}, {0, 1}, {-1, 0}, {1, -1}, {1, 1}, {-1, 1}, {-1, -1}};
inline constexpr Point kDirections4[] = {{0, -1}, {1, 0}, {0, 1}, {-1, 0}};

}  // namespace core
