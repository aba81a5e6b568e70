// SPDX-License-Identifier: MIT
#pragma once

#include "content/abilities.h"
#include "game/model/entity.h"
#include "game/rules/monster_turns.h"
#include "game/rules/monster_view.h"

namespace game {

// A monster's bite at the player next to it: its attack roll, then the statuses of its `inflicts`.
// Returns true when it killed the player.
bool bite_player(const Entity& entity, const Monster& monster, MonsterTurnContext& context, const MonsterView& view);

// A monster's projectile at the player along a clear line of fire: it flies (the report's `shots`), then
// hits with the ability's damage and statuses or misses. Returns true when it killed the player.
bool shoot_player(const Entity& entity, const content::Ability& projectile, MonsterTurnContext& context,
                  const MonsterView& view);

}  // namespace game
