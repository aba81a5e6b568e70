// SPDX-License-Identifier: MIT
#pragma once

// Small helpers the dungeon generators share; not part of core's public interface.

#include <algorithm>

#include "core/dungeon.h"

namespace core::carving {

// Everything inside the border wall that every generated map keeps.
inline Rect interior_of(int width, int height) {
  return {1, 1, std::max(0, width - 2), std::max(0, height - 2)};
}

// The part of `rect` that lies inside `bounds` (zero-sized when they do not overlap).
inline Rect clipped(Rect rect, Rect bounds) {
  const int left = std::max(rect.x, bounds.x);
  const int top = std::max(rect.y, bounds.y);
  const int right = std::min(rect.x + rect.w, bounds.x + bounds.w);
  const int bottom = std::min(rect.y + rect.h, bounds.y + bounds.h);
  return {left, top, std::max(0, right - left), std::max(0, bottom - top)};
}

inline void fill(Grid<Cell>& cells, Rect rect, Cell cell) {
  const Rect inside = clipped(rect, {0, 0, cells.width(), cells.height()});
  for (int y = inside.y; y < inside.y + inside.h; ++y) {
    for (int x = inside.x; x < inside.x + inside.w; ++x) cells[{x, y}] = cell;
  }
}

inline void carve(Grid<Cell>& cells, Rect rect) {
  fill(cells, rect, Cell::Floor);
}

}  // namespace core::carving
