// SPDX-License-Identifier: MIT
#pragma once

#include <cstddef>
#include <optional>

#include "game/model/player.h"
#include "scenes/inventory/inventory_layout.h"

namespace scenes {

// How the pack's slots fall onto pages of the grid: a capacity of 32 is one
// page, 33 to 64 two, and so on; the last page shows only the slots there are.
namespace inventory_paging {

inline int page_count(int capacity) {
  const int pages = (capacity + inventory_layout::kSlotsPerPage - 1) / inventory_layout::kSlotsPerPage;
  return pages < 1 ? 1 : pages;
}

inline std::size_t inventory_index(int page, int cell) {
  return static_cast<std::size_t>(page * inventory_layout::kSlotsPerPage + cell);
}

// Whether a cell of a page stands for a slot of the pack at all.
inline bool has_slot(const game::Player& player, int page, int cell) {
  return inventory_index(page, cell) < static_cast<std::size_t>(player.inventory_capacity);
}

// The pack item a grid cell shows, if any.
inline const game::Entity* item_in_cell(const game::Player& player, int page, int cell) {
  const std::size_t index = inventory_index(page, cell);
  return index < player.inventory.size() ? &player.inventory[index] : nullptr;
}

// What a target holds: the item in a cell, the piece in a box, or nothing.
inline const game::Entity* entity_at(const game::Player& player, int page, InventoryTarget target) {
  if (target.is(InventoryTarget::Kind::Slot)) return item_in_cell(player, page, target.index);
  if (target.is(InventoryTarget::Kind::Box)) {
    const auto& piece = player.equipped_in(target.equipment_slot());
    return piece ? &*piece : nullptr;
  }
  return nullptr;
}

}  // namespace inventory_paging

}  // namespace scenes
