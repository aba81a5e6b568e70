// SPDX-License-Identifier: MIT
#pragma once

#include <vector>

#include "core/point.h"
#include "game/generation/furnish_tiles.h"
#include "game/model/floor.h"
#include "game/spawning/entity_factory.h"

namespace game {

// What a floor holds besides its monsters, as kinds of the factory.
struct Furnishings {
  std::vector<KindId> equipment;    // weapons, armour and microchips
  std::vector<KindId> keys;         // each locks one piece of equipment away
  std::vector<KindId> loose_items;  // health packs, vials: they lie in the open
};

// Puts the furnishings on a floor, carving niches into its walls:
// - for each key, one piece of equipment (chosen at random) goes into a room
//   behind a locked door, and the key onto a free tile outside any niche, so
//   the key is always reachable before its door;
// - the other pieces go into alcoves;
// - loose items go onto free tiles.
// Fallbacks: a piece with no room for its niche lies on a free tile; a key
// whose door has no room (or no piece to guard) is left out, so a floor has
// exactly as many locked doors as keys. Updates the floor's opacity to the
// carved walls.
void furnish_floor(Floor& floor, core::Point arrival, const Furnishings& furnishings, FreeTiles& free_tiles,
                   const EntityFactory& factory, const SpawnContext& context);

}  // namespace game
