#include "game/rules/combat.h"

#include <algorithm>

namespace game {

AttackRoll roll_attack(content::IntRange attack, int defence, int defence_percent, core::Rng& rng) {
  const int roll = rng.uniform_int(attack.min, attack.max);
  const long long reduction = static_cast<long long>(defence) * defence_percent / 100;
  const long long damage = std::max(0LL, roll - reduction);
  return {roll, static_cast<int>(damage)};
}

}  // namespace game
