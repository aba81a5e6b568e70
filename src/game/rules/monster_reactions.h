// SPDX-License-Identifier: MIT
#pragma once

#include <vector>

#include "content/abilities.h"
#include "core/point.h"
#include "core/rng.h"
#include "game/model/floor.h"
#include "game/spawning/entity_factory.h"

namespace game {

// What a monster does when it is hit and lives (a split) or when it dies (a burst): abilities that are
// no turn actions (content::is_turn_action), which the world calls from its blows and kills.

// The first ability of that kind the monster's kind lists, if any.
const content::Ability* first_ability(const content::MonsterTraits& traits, content::AbilityKind kind);

// A copy of the split monster, ready to be placed at `at`, or nothing when it does not split now.
struct SplitOff {
  Entity copy;
  core::Point at;
};

// Splits the monster `id` after a hit it lived through, when its kind splits: a copy of its kind made by
// `factory` on the first free tile beside it (in the order of core::kDirections8; none beside the
// player), its HP left shared between the two (the copy takes the smaller half). It does not split below
// its split's min_hp, nor while max_alive of its kind are on the floor, nor with no free tile beside it.
std::optional<SplitOff> split_after_hit(const Floor& floor, EntityId id, core::Point player,
                                        const EntityFactory& factory, core::Rng& rng);

// Whether a burst at `at` reaches `target`: within `radius` steps (eight directions) along a straight
// line that no wall stops; creatures do not shield one another.
bool burst_reaches(const Floor& floor, core::Point at, int radius, core::Point target);

}  // namespace game
