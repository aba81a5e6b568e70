// SPDX-License-Identifier: MIT
#include "game/autoplay/autoplay_fight.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace game {

double average_damage(content::IntRange attack, int defence, int defence_percent) {
  const int reduction = static_cast<int>(static_cast<long long>(defence) * defence_percent / 100);
  long long total = 0;
  for (int roll = attack.min; roll <= attack.max; ++roll) total += std::max(0, roll - reduction);
  const int rolls = std::max(1, attack.max - attack.min + 1);
  return static_cast<double>(total) / rolls;
}

double damage_taken_killing(const Player& player, const std::vector<const Monster*>& foes, int defence_percent) {
  std::vector<const Monster*> order = foes;
  std::stable_sort(order.begin(), order.end(), [](const Monster* a, const Monster* b) { return a->hp < b->hp; });
  double bites_per_turn = 0;
  for (const Monster* foe : order)
    bites_per_turn += average_damage(foe->traits.attack, player.stats.defence, defence_percent);
  const content::IntRange player_attack{player.stats.attack_min, player.stats.attack_max};
  double taken = 0;
  for (const Monster* foe : order) {
    const double dealt = average_damage(player_attack, foe->traits.defence, defence_percent);
    if (dealt <= 0) return std::numeric_limits<double>::infinity();
    taken += std::ceil(foe->hp / dealt) * bites_per_turn;
    // Once this one is dead it bites no more.
    bites_per_turn -= average_damage(foe->traits.attack, player.stats.defence, defence_percent);
  }
  return taken;
}

}  // namespace game
