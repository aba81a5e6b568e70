// SPDX-License-Identifier: MIT
#include <array>

#include "core/dungeon.h"
#include "core/dungeon_carving.h"

namespace core {

namespace {

// The hall leaves this many tiles of wall on every side, border included.
constexpr int kHallMargin = 2;
// Pillars are 2x2 blocks; smaller halls get none because they would crowd the room.
constexpr int kPillarSize = 2;
constexpr int kMinHallWidthForPillars = 20;
constexpr int kMinHallHeightForPillars = 12;

// Places a pillar and its mirror images in the other three quarters of the map, so the
// hall is symmetric left-right and top-bottom.
void place_mirrored_pillar(Grid<Cell>& cells, Point top_left) {
  const int mirrored_x = cells.width() - kPillarSize - top_left.x;
  const int mirrored_y = cells.height() - kPillarSize - top_left.y;
  for (const Point corner :
       std::array<Point, 4>{{top_left, {mirrored_x, top_left.y}, {top_left.x, mirrored_y}, {mirrored_x, mirrored_y}}}) {
    carving::fill(cells, {corner.x, corner.y, kPillarSize, kPillarSize}, Cell::Wall);
  }
}

void place_pillars(Grid<Cell>& cells, Rect hall) {
  if (hall.w < kMinHallWidthForPillars || hall.h < kMinHallHeightForPillars) return;
  const int row = hall.y + hall.h / 4;
  place_mirrored_pillar(cells, {hall.x + hall.w / 6, row});
  place_mirrored_pillar(cells, {hall.x + hall.w / 3, row});
}

}  // namespace

DungeonMap generate_single_room(int width, int height, Rect room) {
  const Rect inside = carving::clipped(room, carving::interior_of(width, height));
  DungeonMap map{Grid<Cell>(width, height, Cell::Wall), {inside}, inside.center()};
  carving::carve(map.cells, inside);
  return map;
}

DungeonMap generate_hall(int width, int height) {
  const Rect hall = carving::clipped({kHallMargin, kHallMargin, width - 2 * kHallMargin, height - 2 * kHallMargin},
                                     carving::interior_of(width, height));
  DungeonMap map{Grid<Cell>(width, height, Cell::Wall), {hall}, {width / 2, hall.y + hall.h - 2}};
  carving::carve(map.cells, hall);
  place_pillars(map.cells, hall);
  // Tiny maps: fall back to the hall's centre so the start is still inside it.
  if (!hall.contains(map.start)) map.start = hall.center();
  return map;
}

}  // namespace core
