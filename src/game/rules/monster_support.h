// SPDX-License-Identifier: MIT
#pragma once

#include "content/abilities.h"
#include "game/model/entity.h"
#include "game/rules/monster_turns.h"
#include "game/rules/monster_view.h"

namespace game {

// A blink: a jump to a free tile within the ability's range that the monster sees, nearer the player
// or farther from them as the ability says. It applies only when there is such a tile.
bool can_blink(const Entity& entity, const content::Ability& blink, const MonsterTurnContext& context,
               const MonsterView& view);
// Jumps to one of those tiles, chosen by the run's dice.
void blink(Entity& entity, const content::Ability& blink, MonsterTurnContext& context, MonsterView& view);

// heal_allies applies only while an ally it sees within range is hurt, so it never spends a turn for
// nothing; it heals each of them by its own roll, never above its most HP.
bool has_hurt_ally(const Entity& entity, const content::Ability& heal, const MonsterTurnContext& context,
                   const MonsterView& view);
void heal_allies(const Entity& entity, const content::Ability& heal, MonsterTurnContext& context,
                 const MonsterView& view);

// buff_allies applies only while an ally it sees within range has no bonus, so it never spends turns
// topping up; it gives each ally it sees the bonus, replacing (and so refreshing) one it held.
bool has_ally_to_buff(const Entity& entity, const content::Ability& buff, const MonsterTurnContext& context,
                      const MonsterView& view);
void buff_allies(const Entity& entity, const content::Ability& buff, MonsterTurnContext& context,
                 const MonsterView& view);

}  // namespace game
