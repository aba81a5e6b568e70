// SPDX-License-Identifier: MIT
#include "game/rules/player_stats.h"

#include <algorithm>
#include <cstdint>
#include <limits>

#include "content/limits.h"

namespace game {

namespace {

// `stat` + `bonus` x `times` in 64 bits, held within +-kPlayerStatLimit: the data's checks keep a
// level's stats inside content::kStatLimit, and this keeps any sum (levels, three pieces of
// equipment, a future rule) from wrapping round an int.
int add_saturated(int stat, int bonus, int times) {
  const std::int64_t sum = static_cast<std::int64_t>(stat) + static_cast<std::int64_t>(bonus) * times;
  return static_cast<int>(std::clamp<std::int64_t>(sum, -kPlayerStatLimit, kPlayerStatLimit));
}

void add_bonus(Stats& stats, const content::StatBonus& bonus, int times = 1) {
  stats.max_hp = add_saturated(stats.max_hp, bonus.max_hp, times);
  stats.attack_min = add_saturated(stats.attack_min, bonus.attack_min, times);
  stats.attack_max = add_saturated(stats.attack_max, bonus.attack_max, times);
  stats.defence = add_saturated(stats.defence, bonus.defence, times);
}

}  // namespace

int xp_after_gain(int xp, int gained) {
  static_assert(kPlayerXpLimit <= std::numeric_limits<int>::max() - content::kXpLimit,
                "adding a monster's XP to the limit must not overflow");
  return std::min(xp + std::min(gained, content::kXpLimit), kPlayerXpLimit);
}

int level_for_xp(const content::PlayerDefinition& definition, int xp) {
  const auto& thresholds = definition.xp_thresholds;
  return 1 + static_cast<int>(std::count_if(thresholds.begin(), thresholds.end(), [xp](int t) { return xp >= t; }));
}

Stats derive_stats(const content::PlayerDefinition& definition, int level,
                   const std::array<std::optional<Entity>, kEquipmentSlots>& equipped) {
  Stats stats{definition.max_hp, definition.attack.min, definition.attack.max, definition.defence};
  add_bonus(stats, definition.per_level, level - 1);
  for (const auto& piece : equipped) {
    if (!piece) continue;
    if (const auto* equipment = std::get_if<Equipment>(&piece->kind)) add_bonus(stats, equipment->traits.bonus);
  }
  stats.max_hp = std::max(stats.max_hp, 1);
  stats.attack_min = std::max(stats.attack_min, 1);
  stats.attack_max = std::max(stats.attack_max, stats.attack_min);
  stats.defence = std::max(stats.defence, 0);
  return stats;
}

void refresh_player(Player& player, const content::PlayerDefinition& definition, MaxHpGain gain) {
  const int old_max_hp = player.stats.max_hp;
  player.sight_radius = definition.sight;
  player.inventory_capacity = definition.inventory_slots;
  player.level = level_for_xp(definition, player.xp);
  player.stats = derive_stats(definition, player.level, player.equipped);
  // A level (or F5's new numbers) heals by the max HP gained; equipment never does, since a
  // piece that costs max HP only caps HP, and healing on taking it off would make HP from nothing.
  if (gain == MaxHpGain::Heals && player.stats.max_hp > old_max_hp) player.hp += player.stats.max_hp - old_max_hp;
  player.hp = std::min(player.hp, player.stats.max_hp);
}

Player make_player(const content::PlayerDefinition& definition) {
  Player player;
  refresh_player(player, definition);
  player.hp = player.stats.max_hp;
  return player;
}

}  // namespace game
