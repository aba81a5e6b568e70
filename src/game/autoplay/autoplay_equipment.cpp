// SPDX-License-Identifier: MIT
#include "game/autoplay/autoplay_equipment.h"

#include <cstdint>

#include "game/rules/player_stats.h"

namespace game {

namespace {

// Weights per point, in hundredths: one point of average attack is worth as
// much as one point less on every bite taken; HP counts for less because
// nothing gives it back between fights except packs and levels.
constexpr std::int64_t kAverageAttackWeight = 400;
constexpr std::int64_t kBiteReductionWeight = 400;
constexpr std::int64_t kMaxHpWeight = 50;

const Equipment* equipment_of(const Entity& entity) {
  return std::get_if<Equipment>(&entity.kind);
}

// The player's stats if `piece` replaced whatever is worn in its slot.
Stats stats_wearing(const Player& player, const content::PlayerDefinition& definition, const Entity& piece) {
  auto equipped = player.equipped;
  equipped[slot_index(equipment_of(piece)->traits.slot)] = piece;
  return derive_stats(definition, player.level, equipped);
}

}  // namespace

// In 64 bits: the data allows stats of 100,000,000, which the weights would overflow in an int.
std::int64_t stats_value(const Stats& stats, int defence_percent) {
  const std::int64_t attack_sum = std::int64_t{stats.attack_min} + stats.attack_max;
  return kAverageAttackWeight * attack_sum / 2 + kBiteReductionWeight * stats.defence * defence_percent / 100 +
         kMaxHpWeight * stats.max_hp;
}

std::optional<std::size_t> best_upgrade(const Player& player, const content::PlayerDefinition& definition,
                                        int defence_percent) {
  std::optional<std::size_t> best;
  std::int64_t best_value = stats_value(derive_stats(definition, player.level, player.equipped), defence_percent);
  for (std::size_t i = 0; i < player.inventory.size(); ++i) {
    if (!equipment_of(player.inventory[i])) continue;
    const std::int64_t value = stats_value(stats_wearing(player, definition, player.inventory[i]), defence_percent);
    if (value > best_value) {
      best_value = value;
      best = i;
    }
  }
  return best;
}

std::vector<std::size_t> spare_equipment(const Player& player) {
  std::vector<std::size_t> spare;
  for (std::size_t i = player.inventory.size(); i-- > 0;) {
    if (equipment_of(player.inventory[i])) spare.push_back(i);
  }
  return spare;
}

}  // namespace game
