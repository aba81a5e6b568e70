// SPDX-License-Identifier: MIT
#pragma once

#include <string>

#include "render/input.h"

namespace scenes {

// What a menu's hint line calls its keys: the keyboard's, or after a controller press the
// controller's buttons that the menu hears as those keys (see render::Input), in the names its
// maker prints.
struct MenuKeyNames {
  bool controller = false;
  std::string move = "Arrows";
  std::string confirm = "Enter";
  std::string cancel = "Esc";
  std::string other = "Space";   // the controller's X
  std::string extra = "";        // the controller's Y, which a menu may read itself
  std::string page_up = "PgUp";  // the controller's left shoulder button
  std::string page_down = "PgDn";

  static MenuKeyNames of(const render::Input& input) {
    if (input.last_device() != render::InputDevice::Controller) return {};
    const render::PadStyle style = input.pad_style();
    const auto name = [style](render::PadButton button) { return std::string(render::button_label(button, style)); };
    return {.controller = true,
            .move = "D-pad",
            .confirm = name(input.menu_buttons().confirm.front()),
            .cancel = name(input.menu_buttons().cancel.front()),
            .other = name(render::PadButton::X),
            .extra = name(render::PadButton::Y),
            .page_up = name(render::PadButton::LeftShoulder),
            .page_down = name(render::PadButton::RightShoulder)};
  }
};

}  // namespace scenes
