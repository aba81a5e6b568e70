// SPDX-License-Identifier: MIT
#include "core/ray_cast.h"

#include <algorithm>
#include <array>
#include <cstdint>

namespace core {

namespace {

// Positions along a ray are fixed point: 16 bits of a tile.
constexpr int kFractionBits = 16;
constexpr std::int64_t kOneTile = std::int64_t{1} << kFractionBits;
constexpr int kDegrees = 360;
constexpr double kPi = 3.14159265358979323846;

// sin(x) for |x| <= pi by its Taylor series, evaluated by the compiler: std::sin is not constexpr, and a
// library's rounding could differ from machine to machine where this table cannot.
constexpr double taylor_sine(double x) {
  double term = x;
  double sum = x;
  for (int n = 1; n < 30; ++n) {
    term *= -x * x / ((2.0 * n) * (2.0 * n + 1.0));
    sum += term;
  }
  return sum;
}

constexpr std::int64_t to_fixed(double value) {
  const double scaled = value * static_cast<double>(kOneTile);
  return static_cast<std::int64_t>(scaled < 0 ? scaled - 0.5 : scaled + 0.5);
}

struct Step {
  std::int64_t dx = 0;
  std::int64_t dy = 0;
};

// One tile-length in the direction of each whole degree, counterclockwise from east (y grows downward).
constexpr std::array<Step, kDegrees> make_degree_steps() {
  std::array<Step, kDegrees> steps{};
  for (int degree = 0; degree < kDegrees; ++degree) {
    // Angles folded into [-pi, pi], where the series converges fast.
    const int folded = degree > 180 ? degree - kDegrees : degree;
    const double angle = folded * kPi / 180.0;
    const double cosine_angle = angle + kPi / 2 > kPi ? angle - 3 * kPi / 2 : angle + kPi / 2;
    steps[static_cast<std::size_t>(degree)] = {to_fixed(taylor_sine(cosine_angle)), -to_fixed(taylor_sine(angle))};
  }
  return steps;
}

constexpr std::array<Step, kDegrees> kDegreeSteps = make_degree_steps();

// The tile a fixed-point coordinate lies in: floor division, so that -0.5 is in tile -1.
int tile_of(std::int64_t position) {
  return static_cast<int>(position >= 0 ? position >> kFractionBits : -((-position + kOneTile - 1) >> kFractionBits));
}

// Lights what one ray meets; returns the box of the tiles it lit, grown from `lit`.
Rect cast_ray(const Grid<std::uint8_t>& opaque, Point origin, int radius, Step step, Grid<std::uint8_t>& visible,
              Rect lit) {
  std::int64_t x = origin.x * kOneTile + kOneTile / 2;
  std::int64_t y = origin.y * kOneTile + kOneTile / 2;
  for (int distance = 1; radius <= 0 || distance <= radius; ++distance) {
    x += step.dx;
    y += step.dy;
    const Point tile{tile_of(x), tile_of(y)};
    if (!opaque.in_bounds(tile)) break;
    visible[tile] = 1;
    const int left = std::min(lit.x, tile.x);
    const int top = std::min(lit.y, tile.y);
    lit = {left, top, std::max(lit.x + lit.w, tile.x + 1) - left, std::max(lit.y + lit.h, tile.y + 1) - top};
    if (opaque[tile] != 0) break;
  }
  return lit;
}

}  // namespace

Rect light_ray_cast(const Grid<std::uint8_t>& opaque, Point origin, int radius, int spacing_degrees,
                    Grid<std::uint8_t>& visible) {
  if (!opaque.in_bounds(origin) || visible.width() != opaque.width() || visible.height() != opaque.height()) return {};
  const int spacing = std::clamp(spacing_degrees, 1, kDegrees);
  visible[origin] = 1;
  Rect lit{origin.x, origin.y, 1, 1};
  for (int degree = 0; degree < kDegrees; degree += spacing) {
    lit = cast_ray(opaque, origin, radius, kDegreeSteps[static_cast<std::size_t>(degree)], visible, lit);
  }
  return lit;
}

}  // namespace core
