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
