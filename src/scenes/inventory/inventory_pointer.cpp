// SPDX-License-Identifier: MIT
#include "scenes/inventory/inventory_pointer.h"

#include <cstdlib>

namespace scenes {

namespace {

bool shift_down(const render::Input& input) {
  return input.is_down(SDLK_LSHIFT) || input.is_down(SDLK_RSHIFT);
}

bool moved_past(core::Point from, core::Point to, int threshold) {
  return std::abs(to.x - from.x) > threshold || std::abs(to.y - from.y) > threshold;
}

}  // namespace

PointerGesture InventoryPointer::update(const render::Input& input, const HitTest& hit, const CanDrag& can_drag) {
  ++tick_;
  const core::Point mouse = input.mouse_position();
  if (input.was_clicked(render::MouseButton::Right)) {
    state_ = State::Idle;
    return {PointerGesture::Kind::RightClick, hit(mouse), {}, mouse, shift_down(input)};
  }
  if (input.was_clicked(render::MouseButton::Left)) {
    state_ = State::Pressed;
    pressed_ = hit(mouse);
    press_at_ = mouse;
  }
  const bool held = input.is_mouse_down(render::MouseButton::Left);
  if (state_ == State::Pressed && held && moved_past(press_at_, mouse, kDragThreshold) && can_drag(pressed_)) {
    state_ = State::Dragging;
  }
  // A press and its release may fall in the same tick: that is a click too.
  if (state_ != State::Idle && !held) return release(mouse, hit, shift_down(input));
  return {};
}

PointerGesture InventoryPointer::release(core::Point at, const HitTest& hit, bool shift) {
  const State was = state_;
  state_ = State::Idle;
  if (was == State::Dragging) return {PointerGesture::Kind::Drop, hit(at), pressed_, at, shift};
  const bool double_click = pressed_ == last_click_ && tick_ - last_click_tick_ <= kDoubleClickTicks;
  // A third quick click starts a new pair rather than making a second double click.
  last_click_tick_ = double_click ? -kDoubleClickTicks - 1 : tick_;
  last_click_ = pressed_;
  return {double_click ? PointerGesture::Kind::DoubleClick : PointerGesture::Kind::Click, pressed_, {}, at, shift};
}

std::optional<InventoryTarget> InventoryPointer::dragged() const {
  if (state_ != State::Dragging) return std::nullopt;
  return pressed_;
}

}  // namespace scenes
