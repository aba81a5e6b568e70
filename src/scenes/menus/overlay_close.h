// SPDX-License-Identifier: MIT
#pragma once

#include <SDL.h>

#include <string>
#include <vector>

#include "render/input.h"
#include "scenes/settings/key_bindings.h"

namespace scenes {

// How an overlay (the inventory, the message log, the help) is closed: Esc always, the keys of
// the command that opened it as the player bound them, and a click outside its panel.
class OverlayClose {
 public:
  OverlayClose(const KeyBindings& keys, Command command) : keys_(keys.keys(command)) {}

  bool key_pressed(const render::Input& input) const;
  // A left click outside `panel` (in the overlay's own coordinates).
  static bool clicked_outside(const render::Input& input, const SDL_Rect& panel);
  // "Tab, I or Esc": the keys that close it, as the hint at the top of the overlay names them.
  std::string keys_text() const;

 private:
  std::vector<SDL_Keycode> keys_;
};

}  // namespace scenes
