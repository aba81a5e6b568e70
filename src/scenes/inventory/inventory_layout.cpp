// SPDX-License-Identifier: MIT
#include "scenes/inventory/inventory_layout.h"

#include "render/button.h"
#include "render/canvas.h"

namespace scenes::inventory_layout {

namespace {

constexpr SDL_Rect kInventoryPanel{80, 36, render::kDesignWidth - 160, render::kDesignHeight - 72};
constexpr int kLeftX = kInventoryPanel.x + kPadding;
constexpr int kLeftWidth = 432;
constexpr int kRightWidth = kColumns * kSlotSize + (kColumns - 1) * kSlotGap;
constexpr int kRightX = kInventoryPanel.x + kInventoryPanel.w - kPadding - kRightWidth;
constexpr int kSectionLabelY = 108;  // the boxes' names, "PACK"
constexpr int kContentTop = 132;     // boxes and grid start here
constexpr int kBottom = kInventoryPanel.y + kInventoryPanel.h - kPadding;
constexpr int kInventoryButtonHeight = 48;
constexpr int kInventoryButtonGap = 12;
constexpr int kPageRowY = kContentTop + kRows * kSlotSize + (kRows - 1) * kSlotGap + 12;
constexpr int kPageButtonWidth = 128;
constexpr int kPageButtonHeight = 32;
constexpr int kInventorySectionGap = 16;
constexpr int kStatRowHeight = 26;
// Each equipment box stands in a third of the left column, its caption under it.
constexpr int kBoxColumnWidth = kLeftWidth / 3;
constexpr int kCaptionGap = 6;
constexpr int kCaptionInset = 4;    // between neighbouring captions
constexpr int kCaptionHeight = 76;  // two lines of a name (Normal) and two of a bonus (Small)
// Columns of the stats panel, from its labels: the value now, an arrow, the value after.
constexpr int kStatNowOffset = 104;
constexpr int kStatArrowOffset = 236;
constexpr int kStatAfterOffset = 268;
constexpr int kStatValueWidth = 130;

}  // namespace

SDL_Rect panel() {
  return kInventoryPanel;
}
SDL_Rect header_divider() {
  return {kLeftX, kInventoryPanel.y + 56, kInventoryPanel.w - 2 * kPadding, 1};
}
int section_label_y() {
  return kSectionLabelY;
}

SDL_Rect box_rect(content::EquipmentSlot slot) {
  const int column = kLeftX + static_cast<int>(slot) * kBoxColumnWidth;
  return {column + (kBoxColumnWidth - kBoxSize) / 2, kContentTop, kBoxSize, kBoxSize};
}

SDL_Rect box_caption_rect(content::EquipmentSlot slot) {
  const int column = kLeftX + static_cast<int>(slot) * kBoxColumnWidth;
  return {column + kCaptionInset, kContentTop + kBoxSize + kCaptionGap, kBoxColumnWidth - 2 * kCaptionInset,
          kCaptionHeight};
}

SDL_Rect stats_rect() {
  // Below the captions and the "STATS" label over the panel.
  const int top = kContentTop + kBoxSize + kCaptionGap + kCaptionHeight + 32;
  return {kLeftX, top, kLeftWidth, kStatRows * kStatRowHeight + 24};
}

core::Point stat_label_position(StatRow row) {
  const SDL_Rect stats = stats_rect();
  return {stats.x + 16, stats.y + 14 + static_cast<int>(row) * kStatRowHeight};
}

SDL_Rect stat_value_rect(StatRow row, bool after) {
  const core::Point label = stat_label_position(row);
  return {label.x + (after ? kStatAfterOffset : kStatNowOffset), label.y, kStatValueWidth, kStatRowHeight - 4};
}

core::Point stat_arrow_position(StatRow row) {
  const core::Point label = stat_label_position(row);
  return {label.x + kStatArrowOffset, label.y};
}

SDL_Rect notice_rect() {
  const SDL_Rect stats = stats_rect();
  const int top = stats.y + stats.h + kInventorySectionGap;
  return {kLeftX, top, kLeftWidth, kBottom - kInventoryButtonHeight - kInventorySectionGap - top};
}

SDL_Rect button_rect(InventoryButton button) {
  const int width = (kLeftWidth - (kInventoryButtons - 1) * kInventoryButtonGap) / kInventoryButtons;
  return {kLeftX + static_cast<int>(button) * (width + kInventoryButtonGap), kBottom - kInventoryButtonHeight, width,
          kInventoryButtonHeight};
}

SDL_Rect slot_rect(int cell) {
  const int column = cell % kColumns;
  const int row = cell / kColumns;
  return {kRightX + column * (kSlotSize + kSlotGap), kContentTop + row * (kSlotSize + kSlotGap), kSlotSize, kSlotSize};
}

SDL_Rect grid_area() {
  return {kRightX, kContentTop, kRightWidth, kRows * kSlotSize + (kRows - 1) * kSlotGap};
}

SDL_Rect previous_page_rect() {
  return {kRightX, kPageRowY, kPageButtonWidth, kPageButtonHeight};
}

SDL_Rect next_page_rect() {
  return {kRightX + kRightWidth - kPageButtonWidth, kPageRowY, kPageButtonWidth, kPageButtonHeight};
}

SDL_Rect details_rect() {
  const int top = kPageRowY + kPageButtonHeight + kInventorySectionGap;
  return {kRightX, top, kRightWidth, kBottom - top};
}

SDL_Rect target_rect(InventoryTarget target) {
  switch (target.kind) {
    case InventoryTarget::Kind::Slot: return slot_rect(target.index);
    case InventoryTarget::Kind::Box: return box_rect(target.equipment_slot());
    case InventoryTarget::Kind::Button: return button_rect(target.as_button());
    case InventoryTarget::Kind::PreviousPage: return previous_page_rect();
    case InventoryTarget::Kind::NextPage: return next_page_rect();
    case InventoryTarget::Kind::None: break;
  }
  return {};
}

InventoryTarget hit_test(core::Point point, bool page_controls_shown) {
  for (const InventoryTarget& target : focusable_targets()) {
    if (render::contains(target_rect(target), point)) return target;
  }
  if (page_controls_shown) {
    if (render::contains(previous_page_rect(), point)) return {InventoryTarget::Kind::PreviousPage};
    if (render::contains(next_page_rect(), point)) return {InventoryTarget::Kind::NextPage};
  }
  return {};
}

std::vector<InventoryTarget> focusable_targets() {
  std::vector<InventoryTarget> targets;
  for (int cell = 0; cell < kSlotsPerPage; ++cell) targets.push_back(InventoryTarget::slot(cell));
  for (auto slot : core::values_of(content::kEquipmentSlotNames)) targets.push_back(InventoryTarget::box(slot));
  for (auto button : {InventoryButton::Use, InventoryButton::Remove, InventoryButton::Drop}) {
    targets.push_back(InventoryTarget::button(button));
  }
  return targets;
}

}  // namespace scenes::inventory_layout
