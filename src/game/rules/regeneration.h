// SPDX-License-Identifier: MIT
#pragma once

#include "game/model/player.h"

namespace game {

// Natural healing, when rules.json turns it on: one HP every
// `regeneration_turns` turns of the run's clock (on turns that are a multiple
// of it), so it depends on the turn alone and needs nothing saved. Poison
// stops it, as in Brogue; 0 turns it off.
// The HP the player gets back at the end of `turn`: 0 or 1, never above max HP.
int regenerated_hp(const Player& player, int turn, int regeneration_turns);

}  // namespace game
