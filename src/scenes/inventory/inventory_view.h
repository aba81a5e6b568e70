// SPDX-License-Identifier: MIT
#pragma once

#include <array>
#include <optional>
#include <string>
#include <vector>

#include "core/point.h"
#include "game/world/world.h"
#include "render/canvas.h"
#include "scenes/inventory/inventory_layout.h"
#include "scenes/inventory/inventory_selection.h"

namespace scenes {

// What the inventory screen shows besides the world itself: the scene's
// state of the moment, handed to the drawing code.
struct InventoryViewState {
  int page = 0;
  int page_count = 1;
  InventorySelection selection;
  core::Point mouse;
  InventoryTarget hovered;
  std::optional<InventoryTarget> focus;    // only once the keyboard has been used
  std::optional<InventoryTarget> dragged;  // by the mouse, or carried by the keys or the controller
  core::Point dragged_at;                  // where the dragged item is drawn: the pointer, or over the focus
  // An equipment box that refused a drop, drawn red for a moment.
  std::optional<content::EquipmentSlot> refused_box;
  // A card to show: the hovered thing's tooltip, or the right-clicked thing's details.
  std::optional<InventoryTarget> card;
  core::Point card_anchor;
  // What the latest action said ("You equip the Crowbar.", "Your inventory is full.").
  std::vector<std::string> notices;
  std::array<bool, kInventoryButtons> buttons_enabled{};
  // A greyed button's reason, shown as its tooltip ("Your HP is already full.").
  std::optional<std::string> button_tooltip;
  // What the Use button reads: "Throw" or "Fire" for what it sends to be aimed.
  std::string use_label = "Use";
  // The header's hint: the keys that close the inventory as bound ("Tab, I or Esc"), then what the
  // other keys do; or the controller's buttons after a controller press.
  std::string keys_hint = "Esc close";
  // What the details panel says with nothing selected: how to pick, for the mouse or the controller.
  std::string nothing_selected =
      "Nothing selected. Click an item in your pack, or one of your equipment boxes, then Use, Remove or Drop. "
      "Drag an item onto its box to equip it, or from a box onto the pack to take it off.";
};

// Draws the inventory over the (already drawn) dungeon: dims it, then the
// panel with equipment boxes, pack grid, stats comparison, notices, details
// of the selection, buttons, and on top a dragged item and a card.
void draw_inventory(render::Canvas& canvas, const game::World& world, const InventoryViewState& state);

}  // namespace scenes
