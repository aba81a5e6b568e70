// SPDX-License-Identifier: MIT
#pragma once

#include "core/rng.h"
#include "game/model/floor.h"
#include "game/spawning/entity_factory.h"

namespace game {

// Hides the traps of the floor's band (floors.json's band "traps"), made through the factory, once
// everything else stands: never on anything, on stairs or beside them, nor near where the player
// arrives. Half of them, where the floor has any, go where the way is one tile wide (a corridor, a
// doorway), which nobody can walk round: that is where a chasing monster can be lured onto one.
void hide_traps(Floor& floor, core::Point arrival, const EntityFactory& factory, core::Rng& rng);

}  // namespace game
