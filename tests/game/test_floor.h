// SPDX-License-Identifier: MIT
#pragma once

#include <string>
#include <vector>

#include "core/dungeon.h"
#include "game/model/floor.h"

// A floor drawn as text for tests: '#' is wall, anything else is floor.
// Entities are added by the test itself.
inline game::Floor floor_from_text(const std::vector<std::string>& rows, int number = 1) {
  game::Floor floor;
  floor.number = number;
  const int height = static_cast<int>(rows.size());
  const int width = static_cast<int>(rows.front().size());
  floor.cells = core::Grid<core::Cell>(width, height, core::Cell::Wall);
  for (int y = 0; y < height; ++y) {
    for (int x = 0; x < width; ++x) {
      if (rows[y][x] != '#') floor.cells[{x, y}] = core::Cell::Floor;
    }
  }
  floor.opaque = core::opaque_mask(floor.cells);
  floor.visible = core::FieldOfView(width, height);
  floor.seen = core::Grid<std::uint8_t>(width, height, 0);
  return floor;
}

// The position of the first `mark` in the drawing.
inline core::Point find_mark(const std::vector<std::string>& rows, char mark) {
  for (int y = 0; y < static_cast<int>(rows.size()); ++y) {
    const auto x = rows[y].find(mark);
    if (x != std::string::npos) return {static_cast<int>(x), y};
  }
  return {-1, -1};
}
