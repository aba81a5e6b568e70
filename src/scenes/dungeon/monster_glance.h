// SPDX-License-Identifier: MIT
#pragma once

#include <string>
#include <vector>

#include "game/model/entity.h"
#include "game/rules/danger.h"
#include "scenes/dungeon/tile_description.h"

namespace scenes {

// What hovering or looking at a monster tells at a glance, most urgent
// first: its bite against your defence, your blow against its defence,
// whether it hunts you and what its bite may leave you with.
// `aimed` names what the player throws or fires at it, whose odds `danger.your_blow` then holds; empty
// for the player's own blow.
std::vector<DescriptionLine> monster_facts(const game::Monster& monster, const game::Danger& danger,
                                           const std::string& aimed = "");

// "asleep", "stunned", "confused", "poisoned", "fleeing", "hunting you", "searching" or "wandering": the
// one state a monster is in, as the panel of monsters in view, the hover panel and the intent overlay name it.
std::string monster_state(const game::Monster& monster);
// Every state monster_state names, for a layout that must leave room for the longest.
inline constexpr const char* kMonsterStates[] = {"asleep",      "stunned",   "confused",  "poisoned", "fleeing",
                                                 "hunting you", "searching", "wandering", "on guard"};

}  // namespace scenes
