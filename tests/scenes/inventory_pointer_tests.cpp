// SPDX-License-Identifier: MIT
#include <doctest/doctest.h>

#include "scenes/inventory/inventory_pointer.h"
#include "sdl_events.h"

using scenes::InventoryPointer;
using scenes::InventoryTarget;
using scenes::PointerGesture;

namespace {

// A strip of cells 100 px wide: cell n spans x in [100n, 100n + 100).
InventoryTarget cell_under(core::Point p) {
  return p.x >= 0 ? InventoryTarget::slot(p.x / 100) : InventoryTarget{};
}
bool anything_drags(InventoryTarget target) {
  return target.kind != InventoryTarget::Kind::None;
}

PointerGesture update_pointer(InventoryPointer& pointer, render::Input& input) {
  const PointerGesture gesture = pointer.update(input, cell_under, anything_drags);
  input.end_tick();
  return gesture;
}

void send_button(render::Input& input, Uint32 type, core::Point at) {
  input.handle_event(mouse_button_event(type, at));
}

}  // namespace

TEST_CASE("a press and release is a click on what was pressed, even if they fall in one tick") {
  InventoryPointer pointer;
  render::Input input;
  input.click(render::MouseButton::Left, {150, 10});
  const PointerGesture same_tick = update_pointer(pointer, input);
  CHECK(same_tick.kind == PointerGesture::Kind::Click);
  CHECK(same_tick.target == InventoryTarget::slot(1));

  send_button(input, SDL_MOUSEBUTTONDOWN, {250, 10});
  CHECK(update_pointer(pointer, input).kind == PointerGesture::Kind::None);
  send_button(input, SDL_MOUSEBUTTONUP, {252, 10});
  const PointerGesture later = update_pointer(pointer, input);
  CHECK(later.kind == PointerGesture::Kind::Click);
  CHECK(later.target == InventoryTarget::slot(2));
}

TEST_CASE("two quick clicks on one target are a double click, a third starts over, and slow ones are single") {
  InventoryPointer pointer;
  render::Input input;
  input.click(render::MouseButton::Left, {50, 10});
  CHECK(update_pointer(pointer, input).kind == PointerGesture::Kind::Click);
  input.click(render::MouseButton::Left, {50, 10});
  CHECK(update_pointer(pointer, input).kind == PointerGesture::Kind::DoubleClick);
  input.click(render::MouseButton::Left, {50, 10});
  CHECK(update_pointer(pointer, input).kind == PointerGesture::Kind::Click);
  for (int i = 0; i < InventoryPointer::kDoubleClickTicks + 1; ++i) update_pointer(pointer, input);
  input.click(render::MouseButton::Left, {50, 10});
  CHECK(update_pointer(pointer, input).kind == PointerGesture::Kind::Click);
  // Quick, but on another target: two single clicks.
  input.click(render::MouseButton::Left, {150, 10});
  CHECK(update_pointer(pointer, input).kind == PointerGesture::Kind::Click);
}

TEST_CASE("a press that moves past the threshold drags, and is dropped where it is let go") {
  InventoryPointer pointer;
  render::Input input;
  send_button(input, SDL_MOUSEBUTTONDOWN, {50, 10});
  update_pointer(pointer, input);
  input.move_mouse({50 + InventoryPointer::kDragThreshold, 10});
  update_pointer(pointer, input);
  CHECK_FALSE(pointer.dragged());
  input.move_mouse({320, 10});
  update_pointer(pointer, input);
  CHECK(pointer.dragged() == InventoryTarget::slot(0));
  send_button(input, SDL_MOUSEBUTTONUP, {320, 10});
  const PointerGesture drop = update_pointer(pointer, input);
  CHECK(drop.kind == PointerGesture::Kind::Drop);
  CHECK(drop.source == InventoryTarget::slot(0));
  CHECK(drop.target == InventoryTarget::slot(3));
  CHECK_FALSE(pointer.dragged());
}

TEST_CASE("a right click is reported at once, and cancels a press in progress") {
  InventoryPointer pointer;
  render::Input input;
  send_button(input, SDL_MOUSEBUTTONDOWN, {50, 10});
  update_pointer(pointer, input);
  input.click(render::MouseButton::Right, {250, 10});
  const PointerGesture right = update_pointer(pointer, input);
  CHECK(right.kind == PointerGesture::Kind::RightClick);
  CHECK(right.target == InventoryTarget::slot(2));
  send_button(input, SDL_MOUSEBUTTONUP, {50, 10});
  CHECK(update_pointer(pointer, input).kind == PointerGesture::Kind::None);
}
