// SPDX-License-Identifier: MIT
#pragma once

#include "core/rng.h"
#include "game/model/floor.h"
#include "game/spawning/entity_factory.h"

namespace game {

// Puts a populated floor's monsters, equipment and items in place, all
// created through the factory: monsters away from where the player arrives,
// equipment in niches carved into the walls (see furnish_floor), nothing on
// the stairs or on top of anything else.
void populate_floor(Floor& floor, core::Point arrival, const EntityFactory& factory, core::Rng& rng);

// Puts floors.json's guardian of this floor, if it has one, awake beside the stairs up.
void place_guardian(Floor& floor, const EntityFactory& factory, core::Rng& rng);

// Puts the boss on the tile of the boss floor farthest from the arrival.
void place_boss(Floor& floor, core::Point arrival, const EntityFactory& factory, core::Rng& rng);

}  // namespace game
