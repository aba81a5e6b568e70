// SPDX-License-Identifier: MIT
#include "game/rules/combat.h"

#include <algorithm>

namespace game {

int defence_reduction(int defence, int defence_percent) {
  return static_cast<int>(static_cast<long long>(defence) * defence_percent / 100);
}

AttackRoll roll_attack(content::IntRange attack, int defence, int defence_percent, core::Rng& rng) {
  const int roll = rng.uniform_int(attack.min, attack.max);
  const long long damage = std::max(0LL, static_cast<long long>(roll) - defence_reduction(defence, defence_percent));
  return {roll, static_cast<int>(damage)};
}

BlowOdds blow_odds(content::IntRange attack, int defence, int defence_percent) {
  const long long reduction = defence_reduction(defence, defence_percent);
  const long long rolls = static_cast<long long>(attack.max) - attack.min + 1;
  // The rolls that miss are those from attack.min up to the reduction.
  const long long misses = std::clamp(reduction - attack.min + 1, 0LL, rolls);
  return {static_cast<int>(std::max(0LL, attack.min - reduction)),
          static_cast<int>(std::max(0LL, attack.max - reduction)),
          static_cast<int>((misses * 200 + rolls) / (2 * rolls)), defence, static_cast<int>(reduction)};
}

}  // namespace game
