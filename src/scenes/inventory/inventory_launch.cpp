// SPDX-License-Identifier: MIT
#include "scenes/inventory/inventory_launch.h"

namespace scenes {

namespace {

bool fired_by_wielded_weapon(const game::Player& player, const game::Entity& thing) {
  const std::optional<game::Entity>& weapon = player.equipped_in(content::EquipmentSlot::Weapon);
  const auto* piece = weapon ? std::get_if<game::Equipment>(&weapon->kind) : nullptr;
  return piece != nullptr && piece->traits.fires && piece->traits.fires->ammunition == thing.definition;
}

}  // namespace

std::optional<std::string> launch_label(const game::World& world, std::size_t index) {
  const game::Player& player = world.player();
  if (index >= player.inventory.size()) return std::nullopt;
  const game::Entity& thing = player.inventory[index];
  const auto* item = std::get_if<game::Item>(&thing.kind);
  if (item == nullptr || item->traits.effect != content::ItemEffect::Throw) return std::nullopt;
  return fired_by_wielded_weapon(player, thing) ? "Fire" : "Throw";
}

}  // namespace scenes
