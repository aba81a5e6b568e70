// SPDX-License-Identifier: MIT
#pragma once

#include <optional>

#include "core/point.h"

namespace core {

// Turns an analogue stick's position into one of eight steps (or four), or none, the
// way a player means it: a resting stick (which never reads exactly zero)
// gives nothing, and a stick held near a border between two directions does
// not flicker between them.
//
// Two hystereses do it. The stick must be pushed past `kPressDistance` to give
// a direction and let back inside `kReleaseDistance` to give it up; and a
// direction, once given, is kept until the stick's angle leaves its sector
// (45 degrees wide, or 90 for four ways) by more than `kSectorMargin` degrees.
class StickDirection {
 public:
  enum class Ways { Eight, Four };
  explicit StickDirection(Ways ways = Ways::Eight) : ways_(ways) {}

  // Distances are in SDL's axis units (each axis runs from -32768 to 32767).
  static constexpr int kPressDistance = 16000;
  static constexpr int kReleaseDistance = 11000;
  static constexpr double kSectorMargin = 8.0;

  // The direction for the stick's new position (x right, y down, as SDL reports them).
  std::optional<Point> update(int x, int y);
  std::optional<Point> direction() const { return direction_; }
  // Forgets the direction (the controller went away).
  void reset() { direction_.reset(); }

 private:
  Ways ways_;
  std::optional<Point> direction_;
};

}  // namespace core
