// SPDX-License-Identifier: MIT
#pragma once

#include "game/model/entity.h"
#include "game/rules/monster_turns.h"
#include "game/rules/monster_view.h"

namespace game {

// What a monster's turn came to when it looked at its abilities.
enum class AbilityUse { None, Used, KilledPlayer };

// One turn less on each ability that is cooling down; called once at each of the monster's waking turns.
void cool_down(Monster& monster);

// Uses the monster's best ability at the player, if one can be used: of those that are ready, whose
// conditions hold and that can reach the player, the highest priority; among equals the run's dice
// choose by weight. Nothing is rolled when there is one choice or none, so a monster with only its bite
// plays as it always has. A summon adds to the floor's entities, which may move `entity` and `monster`
// in memory: the caller must not use them after a use.
AbilityUse use_best_ability(Entity& entity, Monster& monster, MonsterTurnContext& context, MonsterView& view);

// Whether the kind can do something of that kind: bite, or shoot.
bool has_ability(const content::MonsterTraits& traits, content::AbilityKind kind);

// How far its farthest projectile flies; 0 when it has none.
int shooting_range(const content::MonsterTraits& traits);

// Whether the monster stands next to the player, with no wall corners between them.
bool can_bite(const Entity& entity, const MonsterTurnContext& context);

}  // namespace game
