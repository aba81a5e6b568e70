// SPDX-License-Identifier: MIT
#pragma once

#include <SDL.h>

#include "core/point.h"

// SDL events as the window would send them, for tests that feed render::Input
// through handle_event rather than its press_key/click shortcuts.

inline SDL_Event key_event(Uint32 type, SDL_Keycode key, Uint16 modifiers = KMOD_NONE, Uint8 repeat = 0) {
  SDL_Event event{};
  event.type = type;
  event.key.keysym.sym = key;
  event.key.keysym.mod = modifiers;
  event.key.repeat = repeat;
  return event;
}

// SDL_MOUSEBUTTONDOWN or SDL_MOUSEBUTTONUP at a logical point.
inline SDL_Event mouse_button_event(Uint32 type, core::Point at, Uint8 button = SDL_BUTTON_LEFT) {
  SDL_Event event{};
  event.type = type;
  event.button.button = button;
  event.button.x = at.x;
  event.button.y = at.y;
  return event;
}

inline SDL_Event mouse_motion_event(core::Point to) {
  SDL_Event event{};
  event.type = SDL_MOUSEMOTION;
  event.motion.x = to.x;
  event.motion.y = to.y;
  return event;
}

// Wheel steps: positive away from the user.
inline SDL_Event mouse_wheel_event(int steps) {
  SDL_Event event{};
  event.type = SDL_MOUSEWHEEL;
  event.wheel.y = steps;
  return event;
}

inline SDL_Event window_event(Uint8 what) {
  SDL_Event event{};
  event.type = SDL_WINDOWEVENT;
  event.window.event = what;
  return event;
}

// SDL_CONTROLLERBUTTONDOWN or SDL_CONTROLLERBUTTONUP of the controller `which`.
inline SDL_Event controller_button_event(Uint32 type, SDL_GameControllerButton button, SDL_JoystickID which = 0) {
  SDL_Event event{};
  event.type = type;
  event.cbutton.which = which;
  event.cbutton.button = static_cast<Uint8>(button);
  event.cbutton.state = type == SDL_CONTROLLERBUTTONDOWN ? SDL_PRESSED : SDL_RELEASED;
  return event;
}

inline SDL_Event controller_axis_event(SDL_GameControllerAxis axis, Sint16 value, SDL_JoystickID which = 0) {
  SDL_Event event{};
  event.type = SDL_CONTROLLERAXISMOTION;
  event.caxis.which = which;
  event.caxis.axis = static_cast<Uint8>(axis);
  event.caxis.value = value;
  return event;
}
