// SPDX-License-Identifier: MIT
#include <doctest/doctest.h>

#include <cstdint>

#include "core/field_of_view.h"
#include "core/rng.h"
#include "core/shadowcast.h"
#include "core/sight.h"
#include "text_maps.h"

using core::FieldOfView;
using core::Grid;
using core::Point;
using core::Rng;

namespace {

using Mask = Grid<std::uint8_t>;

Mask fresh_fov(const Mask& opaque, Point origin, int radius) {
  Mask visible(opaque.width(), opaque.height());
  core::compute_sight({}, opaque, origin, radius, visible);
  return visible;
}

}  // namespace

TEST_CASE("a view computed again and again matches a fresh field of view each time") {
  Rng rng(17);
  const Mask opaque = random_map(rng, 60, 45, 20);
  FieldOfView view(opaque.width(), opaque.height());
  for (int step = 0; step < 300; ++step) {
    // Origins on the map, on its edges and off it; radii small, large and unlimited.
    const Point origin{rng.uniform_int(-2, opaque.width() + 1), rng.uniform_int(-2, opaque.height() + 1)};
    const int radius = rng.uniform_int(0, 3) == 0 ? 0 : rng.uniform_int(1, 30);
    view.compute(opaque, origin, radius);
    INFO("step " << step << " from " << origin.x << "," << origin.y << " radius " << radius);
    REQUIRE(view.grid() == fresh_fov(opaque, origin, radius));
  }
}

TEST_CASE("a view of a newly built or loaded floor sees nothing") {
  const FieldOfView view(7, 5);
  CHECK(view.width() == 7);
  CHECK(view.height() == 5);
  for (const auto cell : view.grid().cells()) CHECK(cell == 0);
}

TEST_CASE("a view takes the size of the map it is computed on") {
  const Mask small(4, 3);
  const Mask large(9, 8);
  FieldOfView view;
  view.compute(large, {8, 7}, 0);
  CHECK(view.grid() == fresh_fov(large, {8, 7}, 0));
  view.compute(small, {1, 1}, 0);
  CHECK(view.width() == 4);
  CHECK(view.grid() == fresh_fov(small, {1, 1}, 0));
}

TEST_CASE("light_shadowcast adds to what is already lit and reports a box around what it lit") {
  Rng rng(23);
  const Mask opaque = random_map(rng, 40, 30, 25);
  for (int trial = 0; trial < 100; ++trial) {
    const Point origin{rng.uniform_int(0, 39), rng.uniform_int(0, 29)};
    const int radius = rng.uniform_int(0, 12);
    Mask visible(40, 30);
    visible[{0, 0}] = 1;
    const core::Rect lit = core::light_shadowcast(opaque, origin, radius, visible);
    Mask expected = fresh_fov(opaque, origin, radius);
    for (std::size_t i = 0; i < expected.cells().size(); ++i) {
      if (expected.cells()[i] != 0) REQUIRE(lit.contains(expected.point_at(i)));
    }
    expected[{0, 0}] = 1;
    REQUIRE(visible == expected);
  }
}
