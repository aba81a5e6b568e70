// SPDX-License-Identifier: MIT
#pragma once

#include "core/point.h"
#include "game/model/entity.h"

namespace game {

// How near its spot a searching monster looks around, in tiles (Chebyshev).
inline constexpr int kSearchRadius = 2;

// Sends a monster of a kind that searches (search_turns) to look for the player at `spot`, where it lost
// them or heard something; a kind that does not search is left as it was. Returns whether it searches.
inline bool begin_search(Monster& monster, core::Point spot) {
  if (monster.traits.search_turns <= 0) return false;
  monster.search_spot = spot;
  monster.search_left = monster.traits.search_turns;
  monster.patrol_target.reset();
  return true;
}

// Whether it is searching: unaware of where the player is, but looking for them.
inline bool is_searching(const Monster& monster) {
  return !monster.alert && !monster.sleeping && monster.search_spot.has_value();
}

}  // namespace game
