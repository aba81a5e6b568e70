// SPDX-License-Identifier: MIT
#pragma once

#include <cstdint>

#include "core/distance_map.h"
#include "core/grid.h"
#include "game/rules/monster_places.h"
#include "game/rules/monster_roster.h"

namespace game {

// What one round of monster turns works out once and shares between all monsters.
struct MonsterView {
  core::Grid<std::uint8_t> walkable;
  // Under a symmetric rule, what sees the player is what the player sees: one field of view from the
  // player, as far as the keenest monster sees, answers for every monster. Empty under the other rules,
  // where each monster looks.
  core::Grid<std::uint8_t> player_sight;
  // Distances towards the player, flooded only as far as the monsters that chase or flee ask.
  core::DistanceFlood to_player;
  // Distances towards one searching monster's spot, flooded again for each that walks to its own.
  core::DistanceFlood to_spot;
  core::Grid<std::uint8_t> occupied;  // solid entities and the player: what stops a step and a shot
  MonsterPlaces monster_places;       // which monster stands where, for the searches for allies
  MonsterRoster roster;               // the monsters by id and their packs by leader
  // 1 where a trap lies, found by the player or not: monsters know their floor, and step round a trap
  // unless it is their only way forward (see downhill_step).
  core::Grid<std::uint8_t> trapped;
  // Whether any monster of the floor belongs to a pack; a floor without one skips the pack rules.
  bool has_packs = false;
};

// A monster steps or jumps from `from` to the free tile `to`: what stops a step, and where it is found,
// move with it.
inline void note_monster_move(MonsterView& view, core::Point from, core::Point to) {
  view.occupied[from] = 0;
  view.occupied[to] = 1;
  view.monster_places.note_move(from, to);
}

}  // namespace game
