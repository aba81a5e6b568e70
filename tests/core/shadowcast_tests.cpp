// SPDX-License-Identifier: MIT
#include <doctest/doctest.h>

#include <cstdint>
#include <string>
#include <vector>

#include "core/rng.h"
#include "core/shadowcast.h"
#include "core/sight.h"
#include "text_maps.h"

using core::Grid;
using core::Point;
using core::Rect;
using core::Rng;

namespace {

using Mask = Grid<std::uint8_t>;

Mask fov_from(const Mask& opaque, Point origin, int radius = 0) {
  Mask visible(opaque.width(), opaque.height());
  core::compute_sight({}, opaque, origin, radius, visible);
  return visible;
}

// A slow, direct transcription of Ford's recursive description, kept deliberately naive
// (recursion, a bounds check per tile, radius applied only when lighting) so that every
// shortcut of the real implementation is checked against it. Ties where a sector edge
// passes exactly between two tiles are broken like libtcod, as light_shadowcast documents.
class ReferenceFov {
 public:
  ReferenceFov(const Mask& opaque, Point origin, int radius)
      : opaque_(opaque), visible_(opaque.width(), opaque.height()), origin_(origin), radius_(radius) {}

  Mask run() {
    if (!opaque_.in_bounds(origin_)) return visible_;
    visible_[origin_] = 1;
    for (int quadrant = 0; quadrant < 4; ++quadrant) scan(quadrant, 1, {-1, 1}, {1, 1});
    return visible_;
  }

 private:
  struct Fraction {
    long long num;
    long long den;
  };
  enum class Kind { None, Floor, Wall };

  static long long floor_of(long long num, long long den) {
    const long long quotient = num / den;
    return num % den < 0 ? quotient - 1 : quotient;
  }
  static bool is_half(long long num, long long den) { return 2 * (num - floor_of(num, den) * den) == den; }
  static long long nearest(long long num, long long den) { return floor_of(2 * num + den, 2 * den); }
  static int first_column(int depth, Fraction start) {
    const long long num = depth * start.num;
    if (is_half(num, start.den)) return static_cast<int>(floor_of(num, start.den) + (num < 0 ? 0 : 1));
    return static_cast<int>(nearest(num, start.den));
  }
  static int last_column(int depth, Fraction end) {
    const long long num = depth * end.num;
    if (is_half(num, end.den)) return static_cast<int>(floor_of(num, end.den) + (num < 0 ? 1 : 0));
    return static_cast<int>(nearest(num, end.den));
  }
  static Fraction slope(int depth, int column) { return {2 * column - 1, 2 * depth}; }

  // libtcod's quadrants: east, south, north, west, with columns along +y, +x, -x, -y.
  Point tile(int quadrant, int depth, int column) const {
    switch (quadrant) {
      case 0: return {origin_.x + depth, origin_.y + column};
      case 1: return {origin_.x + column, origin_.y + depth};
      case 2: return {origin_.x - column, origin_.y - depth};
      default: return {origin_.x - depth, origin_.y - column};
    }
  }

  void scan(int quadrant, int depth, Fraction start, Fraction end) {
    if (depth > opaque_.width() + opaque_.height()) return;
    Kind previous = Kind::None;
    for (int column = first_column(depth, start); column <= last_column(depth, end); ++column) {
      const Point p = tile(quadrant, depth, column);
      // Outside the grid counts as floor that is never lit.
      const Kind kind = opaque_.in_bounds(p) && opaque_[p] != 0 ? Kind::Wall : Kind::Floor;
      const bool symmetric = column * start.den >= depth * start.num && column * end.den <= depth * end.num;
      if ((kind == Kind::Wall || symmetric) && opaque_.in_bounds(p) && in_radius(depth, column)) visible_[p] = 1;
      if (previous == Kind::Wall && kind == Kind::Floor) start = slope(depth, column);
      if (previous == Kind::Floor && kind == Kind::Wall) scan(quadrant, depth + 1, start, slope(depth, column));
      previous = kind;
    }
    if (previous == Kind::Floor) scan(quadrant, depth + 1, start, end);
  }

  bool in_radius(int depth, int column) const {
    return radius_ <= 0 || depth * depth + column * column <= radius_ * radius_;
  }

  const Mask& opaque_;
  Mask visible_;
  Point origin_;
  int radius_;
};

}  // namespace

TEST_CASE("floor tiles see each other symmetrically on random maps") {
  Rng rng(2024);
  for (int map_index = 0; map_index < 300; ++map_index) {
    const Mask opaque = random_map(rng, 40, 30, 25);
    const int radius = map_index % 3 == 0 ? 8 : 0;
    std::vector<Point> viewers;
    std::vector<Mask> views;
    for (int i = 0; i < 12; ++i) {
      viewers.push_back(random_floor(rng, opaque));
      views.push_back(fov_from(opaque, viewers.back(), radius));
    }
    for (std::size_t a = 0; a < viewers.size(); ++a) {
      for (std::size_t b = 0; b < viewers.size(); ++b) {
        INFO("map " << map_index << " viewer " << viewers[a].x << "," << viewers[a].y << " target " << viewers[b].x
                    << "," << viewers[b].y);
        REQUIRE(views[a][viewers[b]] == views[b][viewers[a]]);
      }
    }
  }
}

TEST_CASE("every floor tile in view sees the viewer back") {
  Rng rng(77);
  for (int map_index = 0; map_index < 40; ++map_index) {
    const Mask opaque = random_map(rng, 40, 30, 20);
    const Point viewer = random_floor(rng, opaque);
    const Mask view = fov_from(opaque, viewer);
    for (std::size_t i = 0; i < view.cells().size(); ++i) {
      const Point target = view.point_at(i);
      if (opaque[target] != 0) continue;
      REQUIRE(fov_from(opaque, target)[viewer] == view[target]);
    }
  }
}

TEST_CASE("results match a plain transcription of Ford's algorithm") {
  Rng rng(31337);
  const int wall_percents[] = {5, 15, 30, 45};
  const int radii[] = {0, 0, 3, 9, 20};
  for (int map_index = 0; map_index < 200; ++map_index) {
    const int width = rng.uniform_int(1, 45);
    const int height = rng.uniform_int(1, 35);
    const Mask opaque = random_map(rng, width, height, wall_percents[map_index % 4]);
    for (int i = 0; i < 6; ++i) {
      // Any tile, walls and edges included.
      const Point origin{rng.uniform_int(0, width - 1), rng.uniform_int(0, height - 1)};
      const int radius = radii[rng.uniform_int(0, 4)];
      INFO("map " << map_index << " origin " << origin.x << "," << origin.y << " radius " << radius);
      REQUIRE(fov_from(opaque, origin, radius) == ReferenceFov(opaque, origin, radius).run());
    }
  }
}

TEST_CASE("a radius limits sight to the tiles within that distance") {
  const Mask open(41, 41);
  const Point centre{20, 20};
  const Mask view = fov_from(open, centre, 7);
  for (std::size_t i = 0; i < view.cells().size(); ++i) {
    const Point p = view.point_at(i);
    const int dx = p.x - centre.x;
    const int dy = p.y - centre.y;
    INFO("tile " << p.x << "," << p.y);
    CHECK((view[p] == 1) == (dx * dx + dy * dy <= 49));
  }
}

TEST_CASE("nothing beyond the radius is seen on random maps") {
  Rng rng(5);
  for (int map_index = 0; map_index < 50; ++map_index) {
    const Mask opaque = random_map(rng, 50, 40, 15);
    const Point origin = random_floor(rng, opaque);
    const int radius = rng.uniform_int(1, 12);
    const Mask view = fov_from(opaque, origin, radius);
    for (std::size_t i = 0; i < view.cells().size(); ++i) {
      const Point p = view.point_at(i);
      const int dx = p.x - origin.x;
      const int dy = p.y - origin.y;
      if (dx * dx + dy * dy > radius * radius) REQUIRE(view[p] == 0);
    }
  }
}

// The monsters' turn looks once from the player, only as far as the keenest monster sees, and
// relies on this to answer for every monster as the whole view would.
TEST_CASE("within its radius a limited view is the unlimited one on random maps") {
  Rng rng(17);
  for (int map_index = 0; map_index < 50; ++map_index) {
    const Mask opaque = random_map(rng, 60, 45, 20);
    const Point origin = random_floor(rng, opaque);
    const int radius = rng.uniform_int(1, 40);
    const Mask limited = fov_from(opaque, origin, radius);
    const Mask whole = fov_from(opaque, origin);
    for (std::size_t i = 0; i < whole.cells().size(); ++i) {
      const Point p = whole.point_at(i);
      const int dx = p.x - origin.x;
      const int dy = p.y - origin.y;
      if (dx * dx + dy * dy <= radius * radius) REQUIRE(limited[p] == whole[p]);
    }
  }
}

TEST_CASE("without a radius the whole of an open map is seen") {
  const Mask open(60, 25);
  const Mask view = fov_from(open, {0, 0});
  CHECK(view[{59, 24}] == 1);
  for (const auto cell : view.cells()) REQUIRE(cell == 1);
}

TEST_CASE("a single pillar casts a shadow behind it") {
  const Mask opaque = parse_opaque({
      "...............",
      "...............",
      "...............",
      "...@..#........",
      "...............",
      "...............",
      "...............",
  });
  const Mask view = fov_from(opaque, {3, 3});
  CHECK(view[{6, 3}] == 1);  // the pillar itself is lit
  for (int x = 7; x < 15; ++x) CHECK(view[{x, 3}] == 0);
  CHECK(view[{14, 0}] == 1);  // well off to the side of the shadow
  CHECK(view[{14, 6}] == 1);
  CHECK(view[{5, 3}] == 1);  // in front of the pillar
}

TEST_CASE("tiles around a corner stay hidden") {
  const Mask opaque = parse_opaque({
      "##########",
      "#@.......#",
      "#######..#",
      "#.....#..#",
      "#.....#..#",
      "##########",
  });
  const Mask view = fov_from(opaque, {1, 1});
  for (int x = 1; x <= 5; ++x) CHECK(view[{x, 3}] == 0);
  CHECK(view[{8, 1}] == 1);
}

TEST_CASE("every wall of a rectangular room is visible from every floor tile inside it") {
  const Rect room_walls{3, 2, 14, 9};  // the room's outline, walls included
  Mask opaque(20, 14);
  for (int y = room_walls.y; y < room_walls.y + room_walls.h; ++y) {
    for (int x = room_walls.x; x < room_walls.x + room_walls.w; ++x) {
      const bool outline = x == room_walls.x || y == room_walls.y || x == room_walls.x + room_walls.w - 1 ||
                           y == room_walls.y + room_walls.h - 1;
      opaque[{x, y}] = outline ? 1 : 0;
    }
  }
  for (int y = room_walls.y + 1; y < room_walls.y + room_walls.h - 1; ++y) {
    for (int x = room_walls.x + 1; x < room_walls.x + room_walls.w - 1; ++x) {
      const Mask view = fov_from(opaque, {x, y});
      for (int wy = room_walls.y; wy < room_walls.y + room_walls.h; ++wy) {
        for (int wx = room_walls.x; wx < room_walls.x + room_walls.w; ++wx) {
          INFO("from " << x << "," << y << " to " << wx << "," << wy);
          REQUIRE(view[{wx, wy}] == 1);
        }
      }
      // Nothing outside the closed room is seen.
      REQUIRE(view[{1, 1}] == 0);
      REQUIRE(view[{18, 12}] == 0);
    }
  }
}

TEST_CASE("the origin is always visible, even inside a wall") {
  const Mask opaque = parse_opaque({
      "#####",
      "#...#",
      "#####",
  });
  CHECK(fov_from(opaque, {2, 1})[{2, 1}] == 1);
  CHECK(fov_from(opaque, {0, 0})[{0, 0}] == 1);
  CHECK(fov_from(opaque, {2, 1}, 1)[{2, 1}] == 1);
}

TEST_CASE("an origin outside the grid sees nothing and clears the old view") {
  const Mask open(10, 10);
  Mask visible(10, 10, 1);
  core::compute_sight({}, open, {-1, 4}, 0, visible);
  for (const auto cell : visible.cells()) CHECK(cell == 0);
  core::compute_sight({}, open, {10, 10}, 5, visible);
  for (const auto cell : visible.cells()) CHECK(cell == 0);
}

TEST_CASE("tiles seen from an earlier origin are cleared") {
  const Mask opaque = parse_opaque({
      "..#..",
      "..#..",
      "..#..",
  });
  Mask visible(5, 3);
  core::compute_sight({}, opaque, {4, 1}, 0, visible);
  CHECK(visible[{4, 1}] == 1);
  core::compute_sight({}, opaque, {0, 1}, 0, visible);
  CHECK(visible[{4, 1}] == 0);
  CHECK(visible[{0, 1}] == 1);
}

TEST_CASE("a visible grid of the wrong size is resized to the map") {
  const Mask open(7, 4);
  Mask visible(2, 2, 1);
  core::compute_sight({}, open, {3, 2}, 0, visible);
  CHECK(visible.width() == 7);
  CHECK(visible.height() == 4);
  CHECK(visible[{6, 0}] == 1);
}
