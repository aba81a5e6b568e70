// SPDX-License-Identifier: MIT
#pragma once

#include <SDL.h>

#include <string>
#include <vector>

#include "render/input.h"
#include "scenes/settings/controls.h"

namespace scenes {

// How an overlay (the inventory, the message log, the help) is closed: Esc (or the controller's
// cancel button) always, the keys and buttons of the command that opened it as the player bound
// them, and a click outside its panel.
class OverlayClose {
 public:
  OverlayClose(Controls controls, Command command)
      : keys_(controls.keys.keys(command)),
        buttons_(controls.buttons.buttons(command)),
        cancel_(controls.buttons.buttons(MenuRole::Cancel)) {}

  bool key_pressed(const render::Input& input) const;
  // A left click outside `panel` (in the overlay's own coordinates).
  static bool clicked_outside(const render::Input& input, const SDL_Rect& panel);
  // "Tab, I or Esc": the keys that close it, as the hint at the top of the overlay names them; "Y or B"
  // after a controller press.
  std::string keys_text(render::Prompts prompts = {}) const;

 private:
  std::vector<SDL_Keycode> keys_;
  std::vector<render::PadButton> buttons_;
  std::vector<render::PadButton> cancel_;  // the menus' cancel button, which the input hears as Esc
};

}  // namespace scenes
