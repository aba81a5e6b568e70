// SPDX-License-Identifier: MIT
#include "core/stick_direction.h"

#include <array>
#include <cmath>
#include <numbers>

namespace core {

namespace {

// The steps in the order of their angles, starting at "right" and turning clockwise on screen
// (y grows downwards): eight 45 degrees apart, or four 90 degrees apart.
constexpr std::array<Point, 8> kEightSteps = {Point{1, 0},  Point{1, 1},   Point{0, 1},  Point{-1, 1},
                                              Point{-1, 0}, Point{-1, -1}, Point{0, -1}, Point{1, -1}};
constexpr std::array<Point, 4> kFourSteps = {Point{1, 0}, Point{0, 1}, Point{-1, 0}, Point{0, -1}};

double angle_degrees(double x, double y) {
  const double degrees = std::atan2(y, x) * 180.0 / std::numbers::pi;
  return degrees < 0 ? degrees + 360.0 : degrees;
}

// How far `angle` lies from `centre`, in degrees (0 to 180).
double off_centre(double angle, double centre) {
  const double difference = std::fabs(angle - centre);
  return difference > 180.0 ? 360.0 - difference : difference;
}

template <std::size_t N>
std::optional<Point> step_for(const std::array<Point, N>& steps, double angle, std::optional<Point> held) {
  constexpr double kSector = 360.0 / N;
  for (std::size_t i = 0; held && i < N; ++i) {
    // Still within its own sector, widened by the margin: keep it.
    const double centre = kSector * static_cast<double>(i);
    if (steps[i] == *held && off_centre(angle, centre) <= kSector / 2 + StickDirection::kSectorMargin) return held;
  }
  return steps[static_cast<std::size_t>(std::lround(angle / kSector)) % N];
}

}  // namespace

std::optional<Point> StickDirection::update(int x, int y) {
  const double distance = std::hypot(static_cast<double>(x), static_cast<double>(y));
  const double needed = direction_ ? kReleaseDistance : kPressDistance;
  if (distance < needed) {
    direction_.reset();
    return direction_;
  }
  const double angle = angle_degrees(x, y);
  direction_ =
      ways_ == Ways::Eight ? step_for(kEightSteps, angle, direction_) : step_for(kFourSteps, angle, direction_);
  return direction_;
}

}  // namespace core
