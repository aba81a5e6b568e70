// SPDX-License-Identifier: MIT
#pragma once

#include "game/model/entity.h"
#include "game/rules/monster_turns.h"

namespace game {

// Whether a thief can steal now: it carries nothing yet and the player's pack holds something. Its
// reach (next to the player) is the chooser's to check, as for a bite.
bool can_steal(const Monster& thief, const MonsterTurnContext& context);

// Takes one item from a slot of the player's pack (the run's dice choose the slot; what is worn is
// never taken) and gives it to the thief, which runs from the player from then on.
void steal_from_player(const Entity& entity, Monster& thief, MonsterTurnContext& context);

// Whether the monster stole and so runs for good.
inline bool is_thief(const Monster& monster) {
  return !monster.carried.empty();
}

}  // namespace game
