// SPDX-License-Identifier: MIT
#include <doctest/doctest.h>

#include "core/camera.h"

using core::camera_origin;
using core::Point;

namespace {

constexpr Point kView{800, 600};
constexpr Point kMap{3200, 2400};

}  // namespace

TEST_CASE("the camera centres a focus in the middle of a large map") {
  CHECK(camera_origin({1600, 1200}, kView, kMap) == Point{1200, 900});
}

TEST_CASE("the camera stops at the left and top edges of the map") {
  CHECK(camera_origin({10, 20}, kView, kMap) == Point{0, 0});
  CHECK(camera_origin({400, 300}, kView, kMap) == Point{0, 0});
  CHECK(camera_origin({401, 301}, kView, kMap) == Point{1, 1});
}

TEST_CASE("the camera stops at the right and bottom edges of the map") {
  CHECK(camera_origin({3190, 2390}, kView, kMap) == Point{2400, 1800});
  CHECK(camera_origin({2800, 2100}, kView, kMap) == Point{2400, 1800});
}

TEST_CASE("each axis is clamped on its own") {
  CHECK(camera_origin({5, 1200}, kView, kMap) == Point{0, 900});
  CHECK(camera_origin({1600, 2399}, kView, kMap) == Point{1200, 1800});
}

TEST_CASE("a map smaller than the view is centred in it, whatever the focus") {
  const Point small_map{400, 200};
  CHECK(camera_origin({0, 0}, kView, small_map) == Point{-200, -200});
  CHECK(camera_origin({399, 199}, kView, small_map) == Point{-200, -200});
}

TEST_CASE("a map smaller than the view along one axis only is centred along that axis") {
  const Point wide_short_map{3200, 300};
  CHECK(camera_origin({1600, 0}, kView, wide_short_map) == Point{1200, -150});
  CHECK(camera_origin({0, 299}, kView, wide_short_map) == Point{0, -150});
}

TEST_CASE("a map exactly the size of the view is not scrolled") {
  CHECK(camera_origin({700, 500}, kView, kView) == Point{0, 0});
}

TEST_CASE("a camera keeping an area in view stays still while the area is inside it") {
  const Point previous{1000, 800};
  // The area well inside the view: nothing moves, though the focus is off centre.
  CHECK(core::camera_keeping(previous, {1100, 900, 200, 200}, {1200, 1000}, kView, kMap) == previous);
}

TEST_CASE("a camera keeping an area in view moves just far enough to take in its far edge") {
  const Point previous{1000, 800};
  // The area pokes 50 pixels past the right edge (1800) and 30 past the bottom (1400).
  CHECK(core::camera_keeping(previous, {1650, 1230, 200, 200}, {1750, 1330}, kView, kMap) == Point{1050, 830});
  // And past the left and top edges.
  CHECK(core::camera_keeping(previous, {950, 790, 200, 200}, {1050, 890}, kView, kMap) == Point{950, 790});
}

TEST_CASE("a camera keeping an area larger than the view centres the focus along that axis only") {
  const Point previous{1000, 800};
  const Point kept = core::camera_keeping(previous, {1100, 700, 200, 700}, {1200, 1050}, kView, kMap);
  CHECK(kept.x == 1000);        // the area fits across: the camera stays
  CHECK(kept.y == 1050 - 300);  // 700 high in a 600 view: centred on the focus
}

TEST_CASE("a camera keeping an area stays inside the map, and centres a map smaller than the view") {
  CHECK(core::camera_keeping({0, 0}, {3100, 2300, 200, 200}, {3200, 2400}, kView, kMap) == Point{2400, 1800});
  CHECK(core::camera_keeping({5, 5}, {0, 0, 100, 100}, {50, 50}, kView, {400, 300}) == Point{-200, -150});
}
