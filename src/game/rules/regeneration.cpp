// SPDX-License-Identifier: MIT
#include "game/rules/regeneration.h"

#include "game/rules/status_effects.h"

namespace game {

int regenerated_hp(const Player& player, int turn, int regeneration_turns) {
  if (regeneration_turns <= 0 || turn % regeneration_turns != 0) return 0;
  if (player.hp <= 0 || player.hp >= player.stats.max_hp) return 0;
  return has_status(player, content::StatusKind::Poisoned) ? 0 : 1;
}

}  // namespace game
