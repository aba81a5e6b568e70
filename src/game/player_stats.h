#pragma once

#include <array>
#include <optional>

#include "content/definitions.h"
#include "game/player.h"

namespace game {

// The player's level for a total of `xp`: 1, plus one for every threshold reached.
int level_for_xp(const content::PlayerDefinition& definition, int xp);

// Base stats, plus the level's gains, plus every equipped piece's bonus,
// then clamped: max HP >= 1, attack >= 1 (max >= min), defence >= 0.
Stats derive_stats(const content::PlayerDefinition& definition, int level,
                   const std::array<std::optional<Entity>, kEquipmentSlots>& equipped);

// Recomputes the player's level and stats from what they have now; current
// HP follows a change of max HP (up on a level-up, never above max).
void refresh_player(Player& player, const content::PlayerDefinition& definition);

}  // namespace game
