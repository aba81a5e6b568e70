// SPDX-License-Identifier: MIT
#include <doctest/doctest.h>

#include <cmath>
#include <numbers>

#include "core/stick_direction.h"

namespace {

using core::Point;
using core::StickDirection;

// A stick pushed `distance` axis units towards `degrees` (0 right, 90 down).
std::optional<Point> push(StickDirection& stick, double degrees, double distance) {
  const double radians = degrees * std::numbers::pi / 180.0;
  return stick.update(static_cast<int>(std::lround(distance * std::cos(radians))),
                      static_cast<int>(std::lround(distance * std::sin(radians))));
}

}  // namespace

TEST_CASE("a stick pushed all the way gives each of the eight directions by its angle") {
  const std::pair<double, Point> expected[] = {{0, {1, 0}},    {45, {1, 1}},    {90, {0, 1}},   {135, {-1, 1}},
                                               {180, {-1, 0}}, {225, {-1, -1}}, {270, {0, -1}}, {315, {1, -1}}};
  for (const auto& [degrees, step] : expected) {
    StickDirection stick;
    CAPTURE(degrees);
    CHECK(push(stick, degrees, 32000) == step);
  }
}

TEST_CASE("a resting or lightly touched stick gives no direction") {
  StickDirection stick;
  CHECK_FALSE(stick.update(0, 0).has_value());
  CHECK_FALSE(stick.update(-1200, 900).has_value());  // a worn stick's drift
  CHECK_FALSE(push(stick, 0, StickDirection::kPressDistance - 100).has_value());
}

TEST_CASE("a direction holds until the stick comes back well inside the dead zone") {
  StickDirection stick;
  REQUIRE(push(stick, 90, StickDirection::kPressDistance + 100) == Point{0, 1});
  // Between the two distances it is kept: a stick easing off does not stop and start again.
  CHECK(push(stick, 90, (StickDirection::kPressDistance + StickDirection::kReleaseDistance) / 2.0) == Point{0, 1});
  CHECK_FALSE(push(stick, 90, StickDirection::kReleaseDistance - 100).has_value());
  // And from rest it needs the full push again.
  CHECK_FALSE(push(stick, 90, (StickDirection::kPressDistance + StickDirection::kReleaseDistance) / 2.0).has_value());
}

TEST_CASE("a stick near the border of two directions keeps the one it had") {
  StickDirection stick;
  REQUIRE(push(stick, 20, 30000) == Point{1, 0});
  // 25 degrees is nearer "down-right", but within the margin of "right".
  CHECK(push(stick, 25, 30000) == Point{1, 0});
  CHECK(push(stick, 22.5 + StickDirection::kSectorMargin + 2, 30000) == Point{1, 1});
  // Coming back, down-right is kept in turn until the stick is clearly right again.
  CHECK(push(stick, 20, 30000) == Point{1, 1});
  CHECK(push(stick, 10, 30000) == Point{1, 0});
}

TEST_CASE("the stick's extreme readings give a direction without overflowing") {
  StickDirection stick;
  CHECK(stick.update(-32768, -32768) == Point{-1, -1});
  stick.reset();
  CHECK(stick.update(32767, 0) == Point{1, 0});
}

TEST_CASE("a four-way stick gives only the four straight directions") {
  StickDirection stick(StickDirection::Ways::Four);
  CHECK(push(stick, 30, 30000) == Point{1, 0});
  stick.reset();
  CHECK(push(stick, 60, 30000) == Point{0, 1});
  stick.reset();
  CHECK(push(stick, 260, 30000) == Point{0, -1});
}
