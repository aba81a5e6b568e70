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

// Each tile a wall (1: opaque) with the chance `wall_percent`.
inline core::Grid<std::uint8_t> random_map(core::Rng& rng, int width, int height, int wall_percent) {
  core::Grid<std::uint8_t> opaque(width, height);
  for (auto& cell : opaque.cells()) cell = rng.percent(wall_percent) ? 1 : 0;
  return opaque;
}
