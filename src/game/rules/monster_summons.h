// SPDX-License-Identifier: MIT
#pragma once

#include <string>
#include <vector>

#include "content/abilities.h"
#include "game/model/entity.h"
#include "game/rules/monster_turns.h"
#include "game/rules/monster_view.h"

namespace game {

// How many living monsters of the kind (a definition's name) are on the floor: what max_alive caps.
int alive_of_kind(const Floor& floor, const std::string& kind);

// Whether a summon can call now: fewer than its max_alive of that kind on the floor, and a free tile
// beside the summoner.
bool can_summon(const Entity& summoner, const content::SummonCall& call, const MonsterTurnContext& context,
                const MonsterView& view);

// Calls the summon's monsters onto the free tiles beside the summoner, hunting at once, and bound to it
// when they die with it. The floor's entities grow, which may move `summoner` in memory: the caller
// must not use it afterwards.
void summon_monsters(const Entity& summoner, const content::SummonCall& call, MonsterTurnContext& context,
                     MonsterView& view);

// Takes off the floor the monsters bound to one that died (a summon's dies_with_summoner), told as
// kills that give no XP; returns how many vanished.
int remove_bound_summons(Floor& floor, EntityId summoner, std::vector<TurnKill>& kills);

}  // namespace game
