// SPDX-License-Identifier: MIT
#pragma once

#include <array>
#include <optional>
#include <vector>

#include "content/definitions.h"
#include "core/point.h"
#include "game/model/entity.h"

namespace game {

// The four numbers a fight is made of, after clamping (see derive_stats);
// what equipment and levels add to them is a content::StatBonus.
struct Stats {
  int max_hp = 1;
  int attack_min = 1;
  int attack_max = 1;
  int defence = 0;
  friend bool operator==(const Stats&, const Stats&) = default;
};

inline constexpr std::size_t kEquipmentSlots = content::kEquipmentSlotNames.size();
inline int slot_index(content::EquipmentSlot slot) {
  return static_cast<int>(slot);
}

// The researcher: where they stand, what they carry and wear, how they fare.
// `stats` is always derived from the definition, the level and the equipment
// (see player_stats.h), never changed in place.
struct Player {
  core::Point position;
  int hp = 1;
  int xp = 0;
  int level = 1;
  int sight_radius = 8;
  int inventory_capacity = 32;
  Stats stats;
  std::vector<Entity> inventory;
  std::array<std::optional<Entity>, kEquipmentSlots> equipped;
  std::vector<StatusEffect> statuses;

  const std::optional<Entity>& equipped_in(content::EquipmentSlot slot) const { return equipped[slot_index(slot)]; }
  bool inventory_full() const { return static_cast<int>(inventory.size()) >= inventory_capacity; }
};

}  // namespace game
