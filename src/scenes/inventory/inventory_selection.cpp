// SPDX-License-Identifier: MIT
#include "scenes/inventory/inventory_selection.h"

namespace scenes {

void InventorySelection::toggle_item(std::size_t index) {
  if (item_ == index) return clear();
  select_item(index);
}

void InventorySelection::toggle_box(content::EquipmentSlot slot) {
  if (box_ == slot) return clear();
  select_box(slot);
}

void InventorySelection::select_item(std::size_t index) {
  item_ = index;
  box_.reset();
}

void InventorySelection::select_box(content::EquipmentSlot slot) {
  box_ = slot;
  item_.reset();
}

void InventorySelection::clear() {
  item_.reset();
  box_.reset();
}

}  // namespace scenes
