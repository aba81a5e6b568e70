// SPDX-License-Identifier: MIT
#pragma once

#include <vector>

#include "content/definitions.h"
#include "game/model/entity.h"
#include "game/model/player.h"

namespace game {

// The autoplay bot's arithmetic of a fight, by the same damage rule as combat.h.

// The damage one attack does on average: rolls at or below the defence's
// reduction are misses and count as 0.
double average_damage(content::IntRange attack, int defence, int defence_percent);

// The damage the player expects to take while killing `foes` one after the
// other, weakest first, with all of them biting every turn until they die.
double damage_taken_killing(const Player& player, const std::vector<const Monster*>& foes, int defence_percent);

}  // namespace game
