// SPDX-License-Identifier: MIT
#pragma once

#include <functional>
#include <optional>

#include "core/point.h"
#include "render/input.h"
#include "scenes/inventory/inventory_layout.h"

namespace scenes {

// One thing the mouse did on the inventory during a tick.
struct PointerGesture {
  enum class Kind { None, Click, DoubleClick, RightClick, Drop };
  Kind kind = Kind::None;
  InventoryTarget target;  // what was clicked, or where a drag was let go
  InventoryTarget source;  // Drop: what was dragged
  core::Point at;          // where the pointer was
  bool shift = false;      // Shift held (Shift+click drops)
};

// Turns the raw mouse into gestures: a press and release is a click (two on
// the same target in quick succession a double click); a press that moves
// past a few pixels on something draggable is a drag, ended by a Drop where
// the button is let go, wherever that is.
class InventoryPointer {
 public:
  using HitTest = std::function<InventoryTarget(core::Point)>;
  using CanDrag = std::function<bool(InventoryTarget)>;

  // Ticks (at 60 Hz) within which a second click counts as a double click.
  static constexpr int kDoubleClickTicks = 24;
  // Pixels the pointer must travel with the button down before a press becomes a drag.
  static constexpr int kDragThreshold = 6;

  PointerGesture update(const render::Input& input, const HitTest& hit, const CanDrag& can_drag);

  // What is being dragged right now, if anything.
  std::optional<InventoryTarget> dragged() const;
  // Forgets a press or drag in progress, so its release does nothing.
  void cancel() { state_ = State::Idle; }
  // After an action has moved items about, the next click starts afresh: a
  // quick second click must not use whatever slid into the clicked cell.
  void forget_clicks() { last_click_tick_ = -kDoubleClickTicks - 1; }

 private:
  enum class State { Idle, Pressed, Dragging };

  PointerGesture release(core::Point at, const HitTest& hit, bool shift);

  State state_ = State::Idle;
  InventoryTarget pressed_;
  core::Point press_at_;
  int tick_ = 0;
  int last_click_tick_ = -kDoubleClickTicks - 1;
  InventoryTarget last_click_;
};

}  // namespace scenes
