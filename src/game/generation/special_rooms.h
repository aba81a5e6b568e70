// SPDX-License-Identifier: MIT
#pragma once

#include <vector>

#include "core/point.h"
#include "core/rng.h"
#include "game/model/floor.h"
#include "game/spawning/entity_factory.h"

namespace game {

// A special room as placed: which of rooms.json's rooms, the rectangle its map covers, as turned, and
// its ways in.
struct PlacedRoom {
  std::size_t room = 0;
  core::Rect area;
  std::vector<core::Point> doors;
};

// Places the special rooms of rooms.json this floor draws (see data/README.md, "rooms.json"), once
// everything else stands. A room may appear where its "floors" hold this one and its band lists it in
// "rooms" (a room no band lists: wherever its floors hold); each copy up to its "max_per_floor" rolls
// its "chance". Each is turned and flipped at
// random as it allows, set into solid rock with a ring of rock around it, so it never cuts the floor
// apart, and a corridor is dug from each of its doors to the nearest tile the arrival reaches. Its legend
// is made through the factory; its "keys_outside" lie on tiles reached before any locked door. A room
// that leaves the floor unsound (see floor_problems) is taken out again, so every floor stays solvable.
// A floor takes at most twelve rooms, and stops trying after twelve that did not fit.
// Returns where each room went.
std::vector<PlacedRoom> place_special_rooms(Floor& floor, core::Point arrival, const EntityFactory& factory,
                                            core::Rng& rng);

}  // namespace game
