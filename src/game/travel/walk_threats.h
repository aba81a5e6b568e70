// SPDX-License-Identifier: MIT
#pragma once

#include <optional>
#include <string>

#include "game/model/entity.h"
#include "game/world/world.h"

namespace game {

// Whether a monster in view must stop a walk (auto-explore, rest, travel), and why one need not: a walk
// goes on past what cannot hurt the player soon, and stops when it wakes or the player comes within its
// reach, as Brogue's and DCSS's travel do.

// Why the walk may go on past this monster ("asleep", "fleeing", "cannot move", "keeps its distance",
// "too weak to hurt you"), or nullopt when it threatens the player: it is awake, able to come for the
// player and no pushover, or the player is within its reach (a bite's one tile, or its longest shot)
// whatever it is doing.
std::optional<std::string> why_harmless(const World& world, const Entity& monster);

// Whether the player stands within its reach: the tile beside it for a bite, its longest shot's range.
bool within_reach(const World& world, const Entity& monster);

inline bool threatens(const World& world, const Entity& monster) {
  return !why_harmless(world, monster).has_value();
}

}  // namespace game
