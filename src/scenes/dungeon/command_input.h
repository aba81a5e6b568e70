// SPDX-License-Identifier: MIT
#pragma once

#include <algorithm>

#include "render/input.h"
#include "scenes/settings/controls.h"

namespace scenes {

// Whether any key or controller button bound to `command` was pressed this tick.
inline bool command_pressed(const render::Input& input, Controls controls, Command command) {
  return std::ranges::any_of(controls.keys.keys(command), [&](SDL_Keycode key) { return input.was_pressed(key); }) ||
         std::ranges::any_of(controls.buttons.buttons(command),
                             [&](render::PadButton button) { return input.pad_pressed(button); });
}

// Whether any key or button bound to `command` was pressed this tick or is held long enough to repeat.
inline bool command_pressed_or_repeated(const render::Input& input, Controls controls, Command command) {
  return std::ranges::any_of(controls.keys.keys(command),
                             [&](SDL_Keycode key) { return input.pressed_or_repeated(key); }) ||
         std::ranges::any_of(controls.buttons.buttons(command),
                             [&](render::PadButton button) { return input.pad_pressed_or_repeated(button); });
}

// The menus' confirm (Enter, or the controller's confirm button) and cancel (the cancel button;
// Esc is the Menu command's key in the dungeon), for the dungeon's look and aim modes.
inline bool confirm_pressed(const render::Input& input) {
  return input.was_pressed(SDLK_RETURN) || input.was_pressed(SDLK_KP_ENTER) ||
         std::ranges::any_of(input.menu_buttons().confirm,
                             [&](render::PadButton button) { return input.pad_pressed(button); });
}

inline bool controller_cancel_pressed(const render::Input& input) {
  return std::ranges::any_of(input.menu_buttons().cancel,
                             [&](render::PadButton button) { return input.pad_pressed(button); });
}

}  // namespace scenes
