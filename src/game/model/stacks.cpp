// SPDX-License-Identifier: MIT
#include "game/model/stacks.h"

#include <algorithm>
#include <variant>

namespace game {

int stack_count(const Entity& entity) {
  const auto* item = std::get_if<Item>(&entity.kind);
  return item ? item->count : 1;
}

bool joins_stack(const Entity& stack, const Entity& item) {
  const auto* held = std::get_if<Item>(&stack.kind);
  const auto* joining = std::get_if<Item>(&item.kind);
  if (!held || !joining) return false;
  return stack.definition == item.definition && stack.name == item.name && held->traits == joining->traits &&
         held->count <= kStackLimit - joining->count;
}

std::optional<std::size_t> stack_to_join(const std::vector<Entity>& pack, const Entity& item) {
  const auto found =
      std::find_if(pack.begin(), pack.end(), [&](const Entity& stack) { return joins_stack(stack, item); });
  if (found == pack.end()) return std::nullopt;
  return static_cast<std::size_t>(found - pack.begin());
}

bool is_carriable(const Entity& thing) {
  return std::holds_alternative<Item>(thing.kind) || std::holds_alternative<Equipment>(thing.kind);
}

bool can_carry(const Player& player, const Entity& item) {
  if (!is_carriable(item)) return false;
  return !player.inventory_full() || stack_to_join(player.inventory, item).has_value();
}

std::size_t add_to_pack(Player& player, Entity item) {
  if (const auto stack = stack_to_join(player.inventory, item)) {
    std::get<Item>(player.inventory[*stack].kind).count += std::get<Item>(item.kind).count;
    return *stack;
  }
  player.inventory.push_back(std::move(item));
  return player.inventory.size() - 1;
}

void use_up_one(std::vector<Entity>& pack, std::size_t index) {
  auto* item = std::get_if<Item>(&pack[index].kind);
  if (item && item->count > 1) {
    --item->count;
    return;
  }
  pack.erase(pack.begin() + static_cast<std::ptrdiff_t>(index));
}

Entity take_one(std::vector<Entity>& pack, std::size_t index, EntityIds& ids) {
  Entity& slot = pack[index];
  auto* item = std::get_if<Item>(&slot.kind);
  if (!item || item->count <= 1) {
    Entity whole = std::move(slot);
    pack.erase(pack.begin() + static_cast<std::ptrdiff_t>(index));
    return whole;
  }
  --item->count;
  Entity one = slot;
  std::get<Item>(one.kind).count = 1;
  one.id = ids.take();
  return one;
}

std::size_t things_carried(const Player& player) {
  std::size_t count = 0;
  for (const Entity& thing : player.inventory) count += static_cast<std::size_t>(stack_count(thing));
  for (const auto& piece : player.equipped) count += piece.has_value() ? 1 : 0;
  return count;
}

}  // namespace game
