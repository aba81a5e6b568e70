// SPDX-License-Identifier: MIT
#pragma once

#include <cstddef>
#include <optional>

#include "content/definitions.h"

namespace scenes {

// What the player has picked in the inventory: one pack item (by its index in
// the inventory) or one equipment box, never both, or nothing. Clicking what
// is already picked lets go of it.
class InventorySelection {
 public:
  void toggle_item(std::size_t index);
  void toggle_box(content::EquipmentSlot slot);
  void select_item(std::size_t index);
  void select_box(content::EquipmentSlot slot);
  void clear();

  std::optional<std::size_t> item() const { return item_; }
  std::optional<content::EquipmentSlot> box() const { return box_; }
  bool empty() const { return !item_ && !box_; }

 private:
  std::optional<std::size_t> item_;
  std::optional<content::EquipmentSlot> box_;
};

}  // namespace scenes
