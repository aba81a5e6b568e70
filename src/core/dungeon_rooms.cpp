// SPDX-License-Identifier: MIT
#include <algorithm>
#include <cstdlib>
#include <optional>

#include "core/dungeon.h"
#include "core/dungeon_carving.h"

namespace core {

namespace {

// A room of random size and place inside the map's interior, or nullopt when none fits.
std::optional<Rect> random_room(Rect interior, Rng& rng, const RoomsParams& params) {
  const int width = std::min(rng.uniform_int(params.min_room_size, params.max_room_size), interior.w);
  const int height = std::min(rng.uniform_int(params.min_room_size, params.max_room_size), interior.h);
  if (width <= 0 || height <= 0) return std::nullopt;
  const int x = rng.uniform_int(interior.x, interior.x + interior.w - width);
  const int y = rng.uniform_int(interior.y, interior.y + interior.h - height);
  return Rect{x, y, width, height};
}

// Rooms must keep a wall tile between them so that each stays a distinct room.
bool too_close_to_any(const Rect& room, const std::vector<Rect>& rooms) {
  const Rect with_margin{room.x - 1, room.y - 1, room.w + 2, room.h + 2};
  return std::any_of(rooms.begin(), rooms.end(), [&](const Rect& other) { return with_margin.intersects(other); });
}

// Carves the straight horizontal or vertical run of tiles from a to b, both included.
void carve_straight(Grid<Cell>& cells, Point a, Point b) {
  const Point top_left{std::min(a.x, b.x), std::min(a.y, b.y)};
  carving::carve(cells, {top_left.x, top_left.y, std::abs(a.x - b.x) + 1, std::abs(a.y - b.y) + 1});
}

void carve_corridor(Grid<Cell>& cells, Point from, Point to, bool horizontal_first) {
  const Point corner = horizontal_first ? Point{to.x, from.y} : Point{from.x, to.y};
  carve_straight(cells, from, corner);
  carve_straight(cells, corner, to);
}

}  // namespace

DungeonMap generate_rooms_and_corridors(int width, int height, Rng& rng, const RoomsParams& params) {
  DungeonMap map{Grid<Cell>(width, height, Cell::Wall), {}, {width / 2, height / 2}};
  const Rect interior = carving::interior_of(width, height);
  for (int attempt = 0; attempt < params.max_rooms; ++attempt) {
    const std::optional<Rect> room = random_room(interior, rng, params);
    if (!room || too_close_to_any(*room, map.rooms)) continue;
    carving::carve(map.cells, *room);
    if (!map.rooms.empty()) carve_corridor(map.cells, map.rooms.back().center(), room->center(), rng.one_in(2));
    map.rooms.push_back(*room);
  }
  // Too small a map or too few attempts: a one-tile room still gives the player a place to stand.
  if (map.rooms.empty() && interior.w > 0 && interior.h > 0) {
    map.rooms.push_back({width / 2, height / 2, 1, 1});
    carving::carve(map.cells, map.rooms.back());
  }
  if (!map.rooms.empty()) map.start = map.rooms.front().center();
  remove_unreachable(map);
  return map;
}

}  // namespace core
