// SPDX-License-Identifier: MIT
#include "render/input.h"

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
        mouse_ = {event.button.x, event.button.y};
        clicked_[index(*button)] = true;
        mouse_down_[index(*button)] = true;
      }
      break;
    case SDL_MOUSEBUTTONUP:
      if (auto button = to_mouse_button(event.button.button)) mouse_down_[index(*button)] = false;
      break;
    case SDL_MOUSEWHEEL:
      wheel_ += event.wheel.direction == SDL_MOUSEWHEEL_FLIPPED ? -event.wheel.y : event.wheel.y;
      break;
    case SDL_WINDOWEVENT:
      // Keys released while the window was unfocused never send KEYUP; forget them.
      if (event.window.event == SDL_WINDOWEVENT_FOCUS_LOST) {
        down_.clear();
        held_ticks_.clear();
      }
      // Closing the last window also sends SDL_QUIT; a signal sends only that.
      if (event.window.event == SDL_WINDOWEVENT_CLOSE) window_closed_ = true;
      break;
    default: break;
  }
}

void Input::end_tick() {
  pressed_.clear();
  text_typed_.clear();
  latest_press_.reset();
  for (auto& [key, ticks] : held_ticks_) ++ticks;
  clicked_[0] = clicked_[1] = clicked_[2] = false;
  wheel_ = 0;
  mouse_moved_ = false;
}

bool Input::pressed_or_repeated(SDL_Keycode key) const {
  if (pressed_.contains(key)) return true;
  const auto held = held_ticks_.find(key);
  if (held == held_ticks_.end() || held->second < kRepeatDelayTicks) return false;
  return (held->second - kRepeatDelayTicks) % kRepeatIntervalTicks == 0;
}

void Input::type_text(std::string_view utf8) {
  text_typed_ += utf8;
}

void Input::press_key(SDL_Keycode key, Uint16 modifiers) {
  if (is_alt_enter(key, modifiers)) return;
  down_.insert(key);
  pressed_.insert(key);
  latest_press_ = key;
  held_ticks_[key] = 0;
  modifiers_ = modifiers;
}

void Input::release_key(SDL_Keycode key) {
  down_.erase(key);
  held_ticks_.erase(key);
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
