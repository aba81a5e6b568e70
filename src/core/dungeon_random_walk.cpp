// SPDX-License-Identifier: MIT
#include <algorithm>
#include <cstdint>

#include "core/dungeon.h"
#include "core/dungeon_carving.h"

namespace core {

namespace {

int target_floor_count(int width, int height, Rect interior, int floor_percent) {
  const std::int64_t wanted = std::int64_t{width} * height * std::clamp(floor_percent, 0, 100) / 100;
  // At least the start tile, so that there is somewhere to stand.
  return static_cast<int>(std::min(std::max(wanted, std::int64_t{1}), std::int64_t{interior.w} * interior.h));
}

// A drunkard's walk: steps to a random orthogonal neighbour inside the interior, carving
// floor, until `target` tiles are floor. The walk stays connected, so all its floor is too.
void carve_random_walk(Grid<Cell>& cells, Rect interior, Point start, int target, Rng& rng) {
  if (target <= 0 || !interior.contains(start)) return;
  cells[start] = Cell::Floor;
  int floor_count = 1;
  Point walker = start;
  while (floor_count < target) {
    const Point next = walker + kDirections4[rng.uniform_int(0, 3)];
    if (!interior.contains(next)) continue;
    walker = next;
    if (cells[walker] == Cell::Wall) {
      cells[walker] = Cell::Floor;
      ++floor_count;
    }
  }
}

int wall_neighbours(const Grid<Cell>& cells, Point p) {
  int count = 0;
  for (const Point direction : kDirections8) count += cells[p + direction] == Cell::Wall ? 1 : 0;
  return count;
}

// Turns thin walls into floor; returns whether anything changed. Interior tiles always have
// all eight neighbours inside the map, and a tidied wall had at least two orthogonal floor
// neighbours, so the floor stays connected.
bool tidy_walls_once(Grid<Cell>& cells, Rect interior) {
  bool changed = false;
  for (int y = interior.y; y < interior.y + interior.h; ++y) {
    for (int x = interior.x; x < interior.x + interior.w; ++x) {
      const Point p{x, y};
      if (cells[p] != Cell::Wall || wall_neighbours(cells, p) >= kMinWallNeighboursToStay) continue;
      cells[p] = Cell::Floor;
      changed = true;
    }
  }
  return changed;
}

}  // namespace

DungeonMap generate_random_walk(int width, int height, Rng& rng, const RandomWalkParams& params) {
  DungeonMap map{Grid<Cell>(width, height, Cell::Wall), {}, {width / 2, height / 2}};
  const Rect interior = carving::interior_of(width, height);
  carve_random_walk(map.cells, interior, map.start, target_floor_count(width, height, interior, params.floor_percent),
                    rng);
  while (tidy_walls_once(map.cells, interior)) {
  }
  remove_unreachable(map);
  return map;
}

}  // namespace core
