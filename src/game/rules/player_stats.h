// SPDX-License-Identifier: MIT
#pragma once

#include <array>
#include <optional>

#include "content/definitions.h"
#include "content/limits.h"
#include "game/model/player.h"

namespace game {

// The player's XP stops growing here: far past any level the data may ask
// for (content::kXpLimit), and well inside what a save holds and an int sums.
inline constexpr int kPlayerXpLimit = 1'000'000'000;
// The player's derived stats stay within this, whatever the data and equipment add: ten times
// what the data may hold, so a stat times a percentage still fits an int.
inline constexpr int kPlayerStatLimit = 10 * content::kStatLimit;

// `xp` plus `gained`, never above kPlayerXpLimit.
int xp_after_gain(int xp, int gained);

// The player's level for a total of `xp`: 1, plus one for every threshold reached.
int level_for_xp(const content::PlayerDefinition& definition, int xp);

// Base stats, plus the level's gains, plus every equipped piece's bonus,
// then clamped: max HP >= 1, attack >= 1 (max >= min), defence >= 0.
Stats derive_stats(const content::PlayerDefinition& definition, int level,
                   const std::array<std::optional<Entity>, kEquipmentSlots>& equipped);

// What a change of max HP does to current HP.
enum class MaxHpGain {
  Heals,    // a level-up or new data (F5): HP rises by the max HP gained
  KeepsHp,  // equipping or taking off: HP stays, so a piece worn and taken off again never heals
};

// The one place the player's derived state is computed: level, stats, sight
// and pack capacity, from the definition, the XP and the equipment. Every path
// calls it (a new run, a level-up, equipping, a save being read, F5). HP is
// never above max; a gain of max HP heals only when `gain` says so.
void refresh_player(Player& player, const content::PlayerDefinition& definition, MaxHpGain gain = MaxHpGain::Heals);

// A new run's researcher: level 1, nothing carried, full HP.
Player make_player(const content::PlayerDefinition& definition);

}  // namespace game
