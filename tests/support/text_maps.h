// SPDX-License-Identifier: MIT
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "core/grid.h"
#include "core/rng.h"

// Maps for the algorithm tests: drawn as rows of text, or made at random from a seeded generator.

// '#' is a wall, anything else is walkable: 1 where one can walk.
inline core::Grid<std::uint8_t> parse_walkable(const std::vector<std::string>& rows) {
  core::Grid<std::uint8_t> walkable(static_cast<int>(rows[0].size()), static_cast<int>(rows.size()));
  for (int y = 0; y < walkable.height(); ++y) {
    for (int x = 0; x < walkable.width(); ++x) walkable[{x, y}] = rows[y][x] == '#' ? 0 : 1;
  }
  return walkable;
}

// '#' is opaque, anything else is open: 1 where sight is blocked.
inline core::Grid<std::uint8_t> parse_opaque(const std::vector<std::string>& rows) {
  core::Grid<std::uint8_t> opaque(static_cast<int>(rows[0].size()), static_cast<int>(rows.size()));
  for (int y = 0; y < opaque.height(); ++y) {
    for (int x = 0; x < opaque.width(); ++x) opaque[{x, y}] = rows[y][x] == '#' ? 1 : 0;
  }
  return opaque;
}

// A tile of `opaque` that does not block sight, picked at random; the map must have one.
inline core::Point random_floor(core::Rng& rng, const core::Grid<std::uint8_t>& opaque) {
  while (true) {
    const core::Point p{rng.uniform_int(0, opaque.width() - 1), rng.uniform_int(0, opaque.height() - 1)};
    if (opaque[p] == 0) return p;
  }
}

// Each tile a wall (1: opaque) with the chance `wall_percent`.
inline core::Grid<std::uint8_t> random_map(core::Rng& rng, int width, int height, int wall_percent) {
  core::Grid<std::uint8_t> opaque(width, height);
  for (auto& cell : opaque.cells()) cell = rng.percent(wall_percent) ? 1 : 0;
  return opaque;
}
