// SPDX-License-Identifier: MIT
#pragma once

#include <algorithm>

#include "render/input.h"
#include "scenes/settings/key_bindings.h"

namespace scenes {

// Whether any key bound to `command` was pressed this tick.
inline bool command_pressed(const render::Input& input, const KeyBindings& keys, Command command) {
  return std::ranges::any_of(keys.keys(command), [&](SDL_Keycode key) { return input.was_pressed(key); });
}

// Whether any key bound to `command` was pressed this tick or is held long enough to repeat.
inline bool command_pressed_or_repeated(const render::Input& input, const KeyBindings& keys, Command command) {
  return std::ranges::any_of(keys.keys(command), [&](SDL_Keycode key) { return input.pressed_or_repeated(key); });
}

}  // namespace scenes
