// SPDX-License-Identifier: MIT
#include <doctest/doctest.h>

#include <cstdint>
#include <string>
#include <vector>

#include "core/line_of_fire.h"
#include "core/line_of_sight.h"
#include "core/rng.h"
#include "text_maps.h"

using core::FlightEnd;
using core::Grid;
using core::Point;

namespace {

// 'c' marks a creature on an otherwise open tile.
Grid<std::uint8_t> parse_creatures(const std::vector<std::string>& rows) {
  Grid<std::uint8_t> creatures(static_cast<int>(rows[0].size()), static_cast<int>(rows.size()), 0);
  for (int y = 0; y < creatures.height(); ++y) {
    for (int x = 0; x < creatures.width(); ++x) creatures[{x, y}] = rows[y][x] == 'c' ? 1 : 0;
  }
  return creatures;
}

struct Field {
  Grid<std::uint8_t> blocks;
  Grid<std::uint8_t> creatures;
  explicit Field(const std::vector<std::string>& rows) : blocks(parse_opaque(rows)), creatures(parse_creatures(rows)) {}
};

}  // namespace

TEST_CASE("a shot along open floor reaches its aim and names every tile it passes") {
  const Field field({
      "#######",
      "#.....#",
      "#######",
  });
  const core::Flight flight = core::trace_flight(field.blocks, field.creatures, {1, 1}, {5, 1}, 10);
  CHECK(flight.end == FlightEnd::Aim);
  CHECK(flight.tiles == std::vector<Point>{{2, 1}, {3, 1}, {4, 1}, {5, 1}});
}

TEST_CASE("a shot stops on the first creature on its line, never passing through it") {
  const Field field({
      "#######",
      "#..cc.#",
      "#######",
  });
  const core::Flight flight = core::trace_flight(field.blocks, field.creatures, {1, 1}, {5, 1}, 10);
  CHECK(flight.end == FlightEnd::Creature);
  CHECK(flight.tiles.back() == Point{3, 1});
  CHECK_FALSE(core::clear_line_of_fire(field.blocks, field.creatures, {1, 1}, {5, 1}, 10));
  CHECK(core::clear_line_of_fire(field.blocks, field.creatures, {1, 1}, {3, 1}, 10));
}

TEST_CASE("a shot at a creature on its aim hits it") {
  const Field field({
      "#####",
      "#..c#",
      "#####",
  });
  const core::Flight flight = core::trace_flight(field.blocks, field.creatures, {1, 1}, {3, 1}, 10);
  CHECK(flight.end == FlightEnd::Creature);
  CHECK(flight.tiles.back() == Point{3, 1});
}

TEST_CASE("a wall stops a shot on the tile before it") {
  const Field field({
      "#######",
      "#..#..#",
      "#######",
  });
  const core::Flight flight = core::trace_flight(field.blocks, field.creatures, {1, 1}, {5, 1}, 10);
  CHECK(flight.end == FlightEnd::Wall);
  CHECK(flight.tiles == std::vector<Point>{{2, 1}});
  CHECK_FALSE(core::clear_line_of_fire(field.blocks, field.creatures, {1, 1}, {5, 1}, 10));
}

TEST_CASE("a shot flies no farther than its range, counted in steps of eight directions") {
  const Field field({
      "########",
      "#......#",
      "#......#",
      "#......#",
      "########",
  });
  const core::Flight flight = core::trace_flight(field.blocks, field.creatures, {1, 1}, {6, 3}, 3);
  CHECK(flight.end == FlightEnd::Range);
  REQUIRE(flight.tiles.size() == 3);
  CHECK(flight.tiles.back().x == 4);
  CHECK_FALSE(core::clear_line_of_fire(field.blocks, field.creatures, {1, 1}, {6, 3}, 3));
  CHECK(core::clear_line_of_fire(field.blocks, field.creatures, {1, 1}, {6, 3}, 5));
}

TEST_CASE("nothing flies at its own tile or with no range, and a shot at the map's edge stops there") {
  const Field field({
      "....",
      "....",
  });
  CHECK(core::trace_flight(field.blocks, field.creatures, {1, 1}, {1, 1}, 5).tiles.empty());
  CHECK(core::trace_flight(field.blocks, field.creatures, {0, 0}, {3, 1}, 0).tiles.empty());
  const core::Flight short_of_the_edge = core::trace_flight(field.blocks, field.creatures, {1, 1}, {2, 1}, 1);
  CHECK(short_of_the_edge.end == FlightEnd::Aim);
  const core::Flight past_the_edge = core::trace_flight(field.blocks, field.creatures, {1, 1}, {6, 1}, 10);
  CHECK(past_the_edge.end == FlightEnd::Wall);
  CHECK(past_the_edge.tiles == std::vector<Point>{{2, 1}, {3, 1}});
}

TEST_CASE("on random maps a clear line of fire is exactly a line of sight with nobody on it") {
  core::Rng rng(7);
  for (int map = 0; map < 200; ++map) {
    const Grid<std::uint8_t> opaque = random_map(rng, 20, 14, 25);
    const Grid<std::uint8_t> nobody(opaque.width(), opaque.height(), 0);
    const Point from = random_floor(rng, opaque);
    const Point to = random_floor(rng, opaque);
    if (from == to) continue;
    CAPTURE(map);
    CHECK(core::clear_line_of_fire(opaque, nobody, from, to, 100) == core::bresenham_line_clear(opaque, from, to));
  }
}
