// SPDX-License-Identifier: MIT
#include "core/dungeon.h"

#include <algorithm>
#include <array>

#include "core/distance_map.h"

namespace core {

namespace {

// to[i] = 1 where from[i] == wanted. In blocks of a fixed size, through pointers that do not
// overlap, so that the compiler compares a block's cells at once: the monsters' turn makes a
// mask of the whole floor every round.
void mark_cells(const Cell* __restrict from, std::uint8_t* __restrict to, std::size_t size, Cell wanted) {
  constexpr std::size_t kCellsBlock = 32;
  std::size_t index = 0;
  for (; index + kCellsBlock <= size; index += kCellsBlock) {
    for (std::size_t i = 0; i < kCellsBlock; ++i) to[index + i] = from[index + i] == wanted ? 1 : 0;
  }
  for (; index < size; ++index) to[index] = from[index] == wanted ? 1 : 0;
}

Grid<std::uint8_t> mask_of(const Grid<Cell>& cells, Cell wanted) {
  Grid<std::uint8_t> mask(cells.width(), cells.height());
  mark_cells(cells.cells().data(), mask.cells().data(), cells.cells().size(), wanted);
  return mask;
}

}  // namespace

Grid<std::uint8_t> walkable_mask(const Grid<Cell>& cells) {
  return mask_of(cells, Cell::Floor);
}

Grid<std::uint8_t> opaque_mask(const Grid<Cell>& cells) {
  return mask_of(cells, Cell::Wall);
}

void remove_unreachable(DungeonMap& map) {
  const std::array goals{map.start};
  const Grid<int> distances = distance_map(walkable_mask(map.cells), goals);
  std::vector<Cell>& cells = map.cells.cells();
  for (std::size_t index = 0; index < cells.size(); ++index) {
    if (distances.cells()[index] == kUnreachable) cells[index] = Cell::Wall;
  }
}

}  // namespace core
