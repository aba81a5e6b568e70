// SPDX-License-Identifier: MIT
#include "render/input.h"

#include <algorithm>
#include <optional>

namespace render {

namespace {

std::optional<MouseButton> to_mouse_button(Uint8 sdl_button) {
  switch (sdl_button) {
    case SDL_BUTTON_LEFT: return MouseButton::Left;
    case SDL_BUTTON_RIGHT: return MouseButton::Right;
    case SDL_BUTTON_MIDDLE: return MouseButton::Middle;
    default: return std::nullopt;
  }
}

}  // namespace

void Input::handle_event(const SDL_Event& event) {
  switch (event.type) {
    case SDL_QUIT: quit_requested_ = true; break;
    case SDL_KEYDOWN:
      // The operating system's own auto-repeat is ignored: we repeat in end_tick at our own pace.
      if (event.key.repeat == 0) press_key(event.key.keysym.sym, event.key.keysym.mod);
      break;
    case SDL_KEYUP: release_key(event.key.keysym.sym); break;
    case SDL_TEXTINPUT: type_text(event.text.text); break;
    case SDL_MOUSEMOTION: move_mouse({event.motion.x, event.motion.y}); break;
    case SDL_MOUSEBUTTONDOWN:
      if (auto button = to_mouse_button(event.button.button)) {
        last_device_ = InputDevice::KeyboardAndMouse;
        mouse_ = {event.button.x, event.button.y};
        clicked_[index(*button)] = true;
        mouse_down_[index(*button)] = true;
      }
      break;
    case SDL_MOUSEBUTTONUP:
      if (auto button = to_mouse_button(event.button.button)) mouse_down_[index(*button)] = false;
      break;
    case SDL_CONTROLLERBUTTONDOWN:
      if (auto button = pad_button_of(static_cast<SDL_GameControllerButton>(event.cbutton.button))) press_pad(*button);
      break;
    case SDL_CONTROLLERBUTTONUP:
      if (auto button = pad_button_of(static_cast<SDL_GameControllerButton>(event.cbutton.button)))
        release_pad(*button);
      break;
    case SDL_CONTROLLERAXISMOTION:
      move_axis(static_cast<SDL_GameControllerAxis>(event.caxis.axis), event.caxis.value);
      break;
    case SDL_MOUSEWHEEL:
      wheel_ += event.wheel.direction == SDL_MOUSEWHEEL_FLIPPED ? -event.wheel.y : event.wheel.y;
      break;
    case SDL_WINDOWEVENT:
      // Keys released while the window was unfocused never send KEYUP; forget them.
      if (event.window.event == SDL_WINDOWEVENT_FOCUS_LOST) keys_.release_all();
      // Closing the last window also sends SDL_QUIT; a signal sends only that.
      if (event.window.event == SDL_WINDOWEVENT_CLOSE) window_closed_ = true;
      break;
    default: break;
  }
}

void Input::end_tick() {
  keys_.end_tick();
  pad_.end_tick();
  text_typed_.clear();
  clicked_[0] = clicked_[1] = clicked_[2] = false;
  wheel_ = 0;
  mouse_moved_ = false;
}

bool Input::was_pressed(SDL_Keycode key) const {
  if (keys_.was_pressed(key)) return true;
  return std::ranges::any_of(buttons_as(key), [this](PadButton button) { return pad_.was_pressed(button); });
}

bool Input::pressed_or_repeated(SDL_Keycode key) const {
  if (keys_.pressed_or_repeated(key)) return true;
  return std::ranges::any_of(buttons_as(key), [this](PadButton button) { return pad_.pressed_or_repeated(button); });
}

std::vector<PadButton> Input::buttons_as(SDL_Keycode key) const {
  if (!controller_as_keys_) return {};
  switch (key) {
    case SDLK_UP: return {PadButton::DpadUp, PadButton::StickUp};
    case SDLK_DOWN: return {PadButton::DpadDown, PadButton::StickDown};
    case SDLK_LEFT: return {PadButton::DpadLeft, PadButton::StickLeft};
    case SDLK_RIGHT: return {PadButton::DpadRight, PadButton::StickRight};
    case SDLK_RETURN: return menu_buttons_.confirm;
    case SDLK_ESCAPE: return menu_buttons_.cancel;
    case SDLK_SPACE: return {PadButton::X};
    case SDLK_PAGEUP: return {PadButton::LeftShoulder};
    case SDLK_PAGEDOWN: return {PadButton::RightShoulder};
    default: return {};
  }
}

void Input::type_text(std::string_view utf8) {
  text_typed_ += utf8;
}

void Input::press_key(SDL_Keycode key, Uint16 modifiers) {
  if (is_alt_enter(key, modifiers)) return;
  keys_.press(key);
  last_device_ = InputDevice::KeyboardAndMouse;
  modifiers_ = modifiers;
}

void Input::release_key(SDL_Keycode key) {
  keys_.release(key);
}

void Input::press_pad(PadButton button) {
  pad_.press(button);
  last_device_ = InputDevice::Controller;
}

void Input::release_pad(PadButton button) {
  pad_.release(button);
}

void Input::move_axis(SDL_GameControllerAxis axis, Sint16 value) {
  switch (axis) {
    case SDL_CONTROLLER_AXIS_LEFTX: left_stick_reading_.x = value; break;
    case SDL_CONTROLLER_AXIS_LEFTY: left_stick_reading_.y = value; break;
    case SDL_CONTROLLER_AXIS_RIGHTX: right_stick_reading_.x = value; break;
    case SDL_CONTROLLER_AXIS_RIGHTY: right_stick_reading_.y = value; break;
    case SDL_CONTROLLER_AXIS_TRIGGERLEFT: return move_trigger(PadButton::LeftTrigger, value);
    case SDL_CONTROLLER_AXIS_TRIGGERRIGHT: return move_trigger(PadButton::RightTrigger, value);
    default: return;
  }
  sticks_moved_ = true;
}

void Input::settle_sticks() {
  if (!sticks_moved_) return;
  sticks_moved_ = false;
  const auto before_left = left_stick_.direction();
  const auto before_right = right_stick_.direction();
  const auto left = left_stick_.update(left_stick_reading_.x, left_stick_reading_.y);
  const auto right = right_stick_.update(right_stick_reading_.x, right_stick_reading_.y);
  if (left != before_left) set_stick_button(stick_button_of(before_left), stick_button_of(left));
  if (right != before_right) set_stick_button(right_stick_button_of(before_right), right_stick_button_of(right));
}

void Input::set_stick_button(std::optional<PadButton> before, std::optional<PadButton> after) {
  if (before) release_pad(*before);
  if (after) press_pad(*after);
}

void Input::move_trigger(PadButton trigger, Sint16 value) {
  if (!pad_.is_down(trigger) && value > kTriggerPress) press_pad(trigger);
  if (pad_.is_down(trigger) && value < kTriggerRelease) release_pad(trigger);
}

void Input::release_controller(bool none_left) {
  if (none_left) last_device_ = InputDevice::KeyboardAndMouse;
  pad_.release_all();
  left_stick_.reset();
  right_stick_.reset();
  left_stick_reading_ = right_stick_reading_ = {0, 0};
  sticks_moved_ = false;
}

void Input::move_mouse(core::Point logical_position) {
  mouse_ = logical_position;
  mouse_moved_ = true;
}

void Input::click(MouseButton button, core::Point logical_position) {
  move_mouse(logical_position);
  clicked_[index(button)] = true;
}

}  // namespace render
