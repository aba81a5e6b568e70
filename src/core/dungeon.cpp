// SPDX-License-Identifier: MIT
#include "core/dungeon.h"

#include <algorithm>
#include <array>

#include "core/distance_map.h"

namespace core {

namespace {

Grid<std::uint8_t> mask_of(const Grid<Cell>& cells, Cell wanted) {
  Grid<std::uint8_t> mask(cells.width(), cells.height());
  std::transform(cells.cells().begin(), cells.cells().end(), mask.cells().begin(),
                 [wanted](Cell cell) { return static_cast<std::uint8_t>(cell == wanted ? 1 : 0); });
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
