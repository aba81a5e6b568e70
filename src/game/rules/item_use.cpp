// SPDX-License-Identifier: MIT
#include "game/rules/item_use.h"

#include "game/rules/status_effects.h"

namespace game {

std::optional<std::string> useless_use_reason(const Player& player, const Entity& thing) {
  const auto* item = std::get_if<Item>(&thing.kind);
  if (item == nullptr) return std::nullopt;
  switch (item->traits.effect) {
    case content::ItemEffect::Heal:
      if (player.hp >= player.stats.max_hp) return "Your HP is already full.";
      return std::nullopt;
    case content::ItemEffect::CurePoison:
      if (!has_status(player, content::StatusKind::Poisoned)) return "You are not poisoned.";
      return std::nullopt;
    case content::ItemEffect::Unlock: return "Walk into a locked door to use the " + thing.name + ".";
    case content::ItemEffect::Throw: return "The " + thing.name + " is for throwing: throw it, then choose a target.";
    case content::ItemEffect::Flash:
    case content::ItemEffect::Teleport:
    case content::ItemEffect::RevealMap: return std::nullopt;
  }
  return std::nullopt;
}

}  // namespace game
