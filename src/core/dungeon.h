// SPDX-License-Identifier: MIT
#pragma once

#include <cstdint>
#include <vector>

#include "core/grid.h"
#include "core/point.h"
#include "core/rng.h"

namespace core {

enum class Cell : std::uint8_t { Wall, Floor };

// A generated floor plan: the cells, the rooms it was built from (may be empty), and a floor tile to start on.
struct DungeonMap {
  Grid<Cell> cells;
  std::vector<Rect> rooms;
  Point start;
};

// Knobs for generate_rooms_and_corridors; room sizes are inclusive bounds on width and height.
struct RoomsParams {
  int max_rooms = 30;
  int min_room_size = 5;
  int max_room_size = 12;
};

// Classic rooms-and-corridors: up to max_rooms attempts at placing a random rectangular room
// that keeps at least one wall tile between itself, every other room and the map edge; each
// room is joined to the previous one by an L-shaped corridor (horizontal-then-vertical or
// vertical-then-horizontal, chosen at random). start = centre of the first room. Rooms
// larger than the map are shrunk to fit; a map with no room placed gets a one-tile room in
// its centre.
DungeonMap generate_rooms_and_corridors(int width, int height, Rng& rng, const RoomsParams& params = {});

// Knobs for generate_random_walk; floor_percent is of the whole map, capped by its interior.
struct RandomWalkParams {
  int floor_percent = 40;
};

// A wall inside the map with fewer than this many walls among its 8 neighbours is tidied
// into floor: it removes lone specks, stubs and one-tile-thick slivers.
inline constexpr int kMinWallNeighboursToStay = 3;

// Random-walk ("drunkard's walk") carving from the centre until floor_percent of the map is
// floor, then wall tidying (see kMinWallNeighboursToStay), repeated until nothing changes.
// The outer border always stays wall. start = the centre. Maps smaller than 3x3 have no floor.
DungeonMap generate_random_walk(int width, int height, Rng& rng, const RandomWalkParams& params = {});

// One rectangular room of the given rect, everything else wall (floor 0, the start room).
// start = room centre. The room is clipped to leave the map's border wall.
DungeonMap generate_single_room(int width, int height, Rect room);

// An open hall for the final boss: a large room filling most of the map with a few
// symmetric pillars; start near the bottom middle. Deterministic, no rng.
DungeonMap generate_hall(int width, int height);

// Turns every Floor cell that cannot be reached from start (8-way, same diagonal rule as
// distance_map) into Wall, so every floor tile is reachable.
void remove_unreachable(DungeonMap& map);

// Helpers for the game layer: 1 where the cell is Floor / Wall.
Grid<std::uint8_t> walkable_mask(const Grid<Cell>& cells);
Grid<std::uint8_t> opaque_mask(const Grid<Cell>& cells);

}  // namespace core
