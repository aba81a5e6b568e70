// SPDX-License-Identifier: MIT
#pragma once

#include <SDL.h>

#include <vector>

#include "content/definitions.h"
#include "core/enum_table.h"
#include "core/point.h"

namespace scenes {

// The inventory's three action buttons, left to right.
enum class InventoryButton { Use, Remove, Drop };
inline constexpr auto kInventoryButtonNames = core::enum_table<InventoryButton>({
    {InventoryButton::Use, "use", "Use"},
    {InventoryButton::Remove, "remove", "Remove"},
    {InventoryButton::Drop, "drop", "Drop"},
});
inline constexpr int kInventoryButtons = static_cast<int>(kInventoryButtonNames.size());

// Something on the inventory screen that the mouse or the keyboard can point
// at: a grid cell of the current page, an equipment box, a button or a page arrow.
struct InventoryTarget {
  enum class Kind { None, Slot, Box, Button, PreviousPage, NextPage };
  Kind kind = Kind::None;
  // Slot: the cell on the page (0..31, row by row); Box: the equipment slot;
  // Button: the InventoryButton.
  int index = 0;

  static InventoryTarget slot(int cell) { return {Kind::Slot, cell}; }
  static InventoryTarget box(content::EquipmentSlot slot) { return {Kind::Box, static_cast<int>(slot)}; }
  static InventoryTarget button(InventoryButton button) { return {Kind::Button, static_cast<int>(button)}; }

  bool is(Kind k) const { return kind == k; }
  content::EquipmentSlot equipment_slot() const { return static_cast<content::EquipmentSlot>(index); }
  InventoryButton as_button() const { return static_cast<InventoryButton>(index); }
  friend bool operator==(const InventoryTarget&, const InventoryTarget&) = default;
};

// Where everything on the inventory screen is, in logical canvas pixels
// (1280x720 whatever the window size), and what lies under a point. Sprites
// are 16 px, drawn at whole multiples so they stay crisp.
namespace inventory_layout {

inline constexpr int kColumns = 8;
inline constexpr int kRows = 4;
inline constexpr int kSlotsPerPage = kColumns * kRows;
inline constexpr int kSlotSize = 64;  // the slot frame sprite at 4x
inline constexpr int kSlotGap = 12;
inline constexpr int kItemSpriteSize = 48;  // item sprites at 3x inside a slot
inline constexpr int kBoxSize = 96;         // the frame at 6x
inline constexpr int kBoxSpriteSize = 64;   // the equipped item at 4x
inline constexpr int kPadding = 24;

SDL_Rect panel();
SDL_Rect header_divider();
// The left column: equipment boxes with their captions, then stats, notices and buttons.
SDL_Rect box_rect(content::EquipmentSlot slot);
// Under a box: the name and bonus of what is equipped there.
SDL_Rect box_caption_rect(content::EquipmentSlot slot);
SDL_Rect stats_rect();
// The rows of the stats panel, top to bottom.
enum class StatRow { Hp, Attack, Defence, Level, Xp };
inline constexpr int kStatRows = 5;
core::Point stat_label_position(StatRow row);
// Where a row's value is written: as it is now, or after the previewed change.
SDL_Rect stat_value_rect(StatRow row, bool after);
core::Point stat_arrow_position(StatRow row);
SDL_Rect notice_rect();
SDL_Rect button_rect(InventoryButton button);
// The right column: the grid, the page row, then the selected item's details.
SDL_Rect slot_rect(int cell);
SDL_Rect grid_area();
SDL_Rect previous_page_rect();
SDL_Rect next_page_rect();
SDL_Rect details_rect();
int section_label_y();

// The rectangle a target occupies; an empty rectangle for None.
SDL_Rect target_rect(InventoryTarget target);
// What is under a canvas point; page arrows only count when they are shown.
InventoryTarget hit_test(core::Point point, bool page_controls_shown);
// Everything the arrow keys can reach: the cells, the boxes and the buttons.
std::vector<InventoryTarget> focusable_targets();

}  // namespace inventory_layout

}  // namespace scenes
