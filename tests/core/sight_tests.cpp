// SPDX-License-Identifier: MIT
#include <doctest/doctest.h>

#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include "core/line_of_sight.h"
#include "core/ray_cast.h"
#include "core/rng.h"
#include "core/sight.h"
#include "text_maps.h"

using core::Grid;
using core::Point;
using core::Sight;
using core::SightRule;

namespace {

using Mask = Grid<std::uint8_t>;

const Sight kShadowcast{SightRule::Shadowcast};
const Sight kLineOfSight{SightRule::LineOfSight};
const Sight kRays16{SightRule::RayCast, 16};
const Sight kRays1{SightRule::RayCast, 1};
const std::array kEveryRule{kShadowcast, kLineOfSight, kRays16, kRays1};

Mask seen_by(const Sight& sight, const Mask& opaque, Point origin, int radius = 0) {
  Mask visible;
  core::compute_sight(sight, opaque, origin, radius, visible);
  return visible;
}

// A room of open floor, `side` tiles across inside its walls, which are the map's edge.
Mask walled_room(int side) {
  Mask opaque(side + 2, side + 2, 0);
  for (int i = 0; i < side + 2; ++i) {
    opaque[{i, 0}] = opaque[{i, side + 1}] = opaque[{0, i}] = opaque[{side + 1, i}] = 1;
  }
  return opaque;
}

bool within(Point a, Point b, int radius) {
  const Point d = a - b;
  return d.x * d.x + d.y * d.y <= radius * radius;
}

int unlit_floor_within(const Mask& opaque, const Mask& seen, Point origin, int radius) {
  int unlit = 0;
  for (std::size_t i = 0; i < opaque.cells().size(); ++i) {
    const Point p = opaque.point_at(i);
    if (opaque[p] == 0 && within(p, origin, radius) && seen[p] == 0) ++unlit;
  }
  return unlit;
}

}  // namespace

TEST_CASE("line of sight is not symmetric: a wall on one Bresenham line is not on the other") {
  const Mask opaque = parse_opaque({
      "#######",
      "#..#..#",
      "#.....#",
      "#.....#",
      "#######",
  });
  const Point a{1, 1};
  const Point b{5, 2};
  // The line from b toward a passes the wall at (3,1); the line from a toward b passes under it.
  CHECK_FALSE(seen_by(kLineOfSight, opaque, a)[b]);
  CHECK(seen_by(kLineOfSight, opaque, b)[a]);
  CHECK(seen_by(kShadowcast, opaque, a)[b] == seen_by(kShadowcast, opaque, b)[a]);
}

TEST_CASE("line of sight lights what the tutorial's rule lights: floor(sqrt(d2)) below the radius") {
  const Mask opaque = walled_room(21);
  const Point origin{11, 11};
  const Mask seen = seen_by(kLineOfSight, opaque, origin, 5);
  for (std::size_t i = 0; i < opaque.cells().size(); ++i) {
    const Point p = opaque.point_at(i);
    const Point d = p - origin;
    INFO(p.x << "," << p.y);
    CHECK((seen[p] != 0) == (d.x * d.x + d.y * d.y < 25));
  }
}

TEST_CASE("ray casting at 16 degrees leaves floor unlit at radius 10 in an open room, and at 1 degree none") {
  const Mask opaque = walled_room(25);
  const Point origin{13, 13};
  CHECK(unlit_floor_within(opaque, seen_by(kRays16, opaque, origin, 10), origin, 10) > 0);
  CHECK(unlit_floor_within(opaque, seen_by(kRays1, opaque, origin, 10), origin, 10) == 0);
}

TEST_CASE("every rule sees the whole of a closed open room from its middle") {
  const Mask opaque = walled_room(9);
  const Point origin{5, 5};
  for (const Sight& sight : {kShadowcast, kLineOfSight, kRays1}) {
    const Mask seen = seen_by(sight, opaque, origin);
    INFO("rule " << static_cast<int>(sight.rule) << " spacing " << sight.ray_spacing_degrees);
    CHECK(unlit_floor_within(opaque, seen, origin, 100) == 0);
  }
}

TEST_CASE("within a small radius of an open room the rules differ only where their radius tests do") {
  const Mask opaque = walled_room(21);
  const Point origin{11, 11};
  for (int radius = 1; radius <= 4; ++radius) {
    const Mask shadowcast = seen_by(kShadowcast, opaque, origin, radius);
    // Line of sight at radius r + 1 lights d2 < (r+1)2, which holds every tile shadowcasting lights at r.
    const Mask line = seen_by(kLineOfSight, opaque, origin, radius + 1);
    const Mask rays = seen_by(kRays1, opaque, origin, radius);
    for (std::size_t i = 0; i < opaque.cells().size(); ++i) {
      const Point p = opaque.point_at(i);
      INFO("radius " << radius << " at " << p.x << "," << p.y);
      if (shadowcast[p] != 0) CHECK(line[p] != 0);
      if (shadowcast[p] != 0) CHECK(rays[p] != 0);
    }
  }
}

TEST_CASE("walls in view are lit by every rule") {
  const Mask opaque = parse_opaque({
      "#########",
      "#.......#",
      "#...#...#",
      "#.......#",
      "#########",
  });
  for (const Sight& sight : kEveryRule) {
    const Mask seen = seen_by(sight, opaque, {2, 2});
    CHECK(seen[{4, 2}] != 0);
  }
}

TEST_CASE("every rule is safe at the edges, with no radius or one larger than the map, and from outside it") {
  core::Rng rng(11);
  const Mask opaque = random_map(rng, 12, 9, 20);
  const std::array origins{Point{0, 0}, Point{11, 8}, Point{0, 8}, Point{11, 0}, Point{5, 0}, Point{0, 4}};
  for (const Sight& sight : kEveryRule) {
    for (const Point origin : origins) {
      for (const int radius : {0, 1, 500}) {
        const Mask seen = seen_by(sight, opaque, origin, radius);
        CHECK(seen[origin] != 0);
      }
    }
    Mask untouched(opaque.width(), opaque.height(), 0);
    for (const Point outside : {Point{-1, 3}, Point{12, 3}, Point{4, 9}, Point{-50, -50}}) {
      const core::Rect lit = core::light_sight(sight, opaque, outside, 0, untouched);
      CHECK(lit.w == 0);
    }
    CHECK(untouched == Mask(opaque.width(), opaque.height(), 0));
  }
}

TEST_CASE("the box each rule returns holds every tile it lit") {
  core::Rng rng(5);
  for (int map_index = 0; map_index < 30; ++map_index) {
    const Mask opaque = random_map(rng, 30, 20, 20);
    const Point origin = random_floor(rng, opaque);
    for (const Sight& sight : kEveryRule) {
      Mask visible(opaque.width(), opaque.height(), 0);
      const core::Rect lit = core::light_sight(sight, opaque, origin, map_index % 2 == 0 ? 0 : 6, visible);
      for (std::size_t i = 0; i < visible.cells().size(); ++i) {
        if (visible.cells()[i] != 0) REQUIRE(lit.contains(visible.point_at(i)));
      }
    }
  }
}

TEST_CASE("sees() agrees with the whole field of view of every rule") {
  core::Rng rng(8);
  for (int map_index = 0; map_index < 20; ++map_index) {
    const Mask opaque = random_map(rng, 24, 16, 25);
    const Point viewer = random_floor(rng, opaque);
    for (const Sight& sight : kEveryRule) {
      const Mask seen = seen_by(sight, opaque, viewer, 7);
      for (std::size_t i = 0; i < seen.cells().size(); ++i) {
        const Point target = seen.point_at(i);
        REQUIRE(core::sees(sight, opaque, viewer, target, 7) == (seen[target] != 0));
      }
    }
  }
}

TEST_CASE("the spacing of rays is taken between 1 and 360 degrees") {
  const Mask opaque = walled_room(9);
  const Mask none = seen_by({SightRule::RayCast, 0}, opaque, {5, 5});
  CHECK(none == seen_by(kRays1, opaque, {5, 5}));
  const Mask one_ray = seen_by({SightRule::RayCast, 1000}, opaque, {5, 5});
  CHECK(one_ray[{6, 5}] != 0);  // the ray at 0 degrees, east
  CHECK(one_ray[{4, 5}] == 0);
}
