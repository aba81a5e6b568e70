// SPDX-License-Identifier: MIT
#pragma once

#include <string>
#include <vector>

#include "core/grid.h"
#include "core/point.h"

namespace content {

// A way into a room: a door on its edge, and the step from it to the outside, where a corridor is dug.
struct RoomEntrance {
  core::Point door;
  core::Point outward;
  core::Point outside() const { return door + outward; }
};

// A room's map as a grid of glyphs (see rooms.h), as the generator turns and flips it.
class RoomLayout {
 public:
  // `rows` must all be of one width (the reader makes sure).
  explicit RoomLayout(const std::vector<std::string>& rows);

  int width() const { return glyphs_.width(); }
  int height() const { return glyphs_.height(); }
  // The glyph at `tile`; off the map, the outside.
  char at(core::Point tile) const;
  // Whether `tile` belongs to the room (everything but the outside).
  bool is_part(core::Point tile) const;

  // The room a quarter turn clockwise.
  RoomLayout turned() const;
  // The room flipped left to right.
  RoomLayout mirrored() const;

  // Its doors with the outside beside them, in row order. A door with the outside on more than one side
  // is left out (check_room_shape reports it).
  std::vector<RoomEntrance> entrances() const;

 private:
  explicit RoomLayout(core::Grid<char> glyphs) : glyphs_(std::move(glyphs)) {}
  core::Grid<char> glyphs_;
};

// A problem with a room's shape, at the tile of its map it concerns.
struct RoomShapeProblem {
  core::Point tile;  // column and row of the map; {-1, -1} for the room as a whole
  std::string message;
};

// What keeps a room from being placed and played: a door open to the outside on two sides, no way in, a
// part of it that cannot be reached from its ways in, or more locked doors than the keys that can be had
// without passing one (the keys lying inside before any locked door, and `keys_outside`). Any key opens
// any locked door, so a room is solvable in every order the player may use its keys only when that many
// are at hand before the first door.
std::vector<RoomShapeProblem> check_room_shape(const RoomLayout& layout, int keys_outside);

// How many of the room's glyphs are `glyph`.
int count_glyph(const RoomLayout& layout, char glyph);

}  // namespace content
