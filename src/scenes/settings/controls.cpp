// SPDX-License-Identifier: MIT
#include "scenes/settings/controls.h"

namespace scenes {

Controls Controls::defaults() {
  static const KeyBindings keys = KeyBindings::defaults();
  static const ButtonBindings buttons = ButtonBindings::defaults();
  return {keys, buttons};
}

std::string button_name(render::PadButton button, render::Prompts prompts) {
  return std::string(render::button_label(button, prompts.style));
}

std::string first_binding_name(Controls controls, Command command, render::Prompts prompts, std::string_view unbound) {
  if (prompts.device == render::InputDevice::Controller) {
    const auto& buttons = controls.buttons.buttons(command);
    if (!buttons.empty()) return button_name(buttons.front(), prompts);
    // The hints name commands the game menu holds: one without a button is reached there.
    const auto& menu = controls.buttons.buttons(Command::GameMenu);
    return menu.empty() ? "no button" : "in menu";
  }
  const auto& keys = controls.keys.keys(command);
  return keys.empty() ? std::string(unbound) : key_name(keys.front());
}

std::string binding_names(Controls controls, Command command, render::Prompts prompts) {
  std::string text;
  if (prompts.device == render::InputDevice::Controller) {
    for (render::PadButton button : controls.buttons.buttons(command))
      text += (text.empty() ? "" : ", ") + button_name(button, prompts);
  } else {
    for (SDL_Keycode key : controls.keys.keys(command)) text += (text.empty() ? "" : ", ") + key_name(key);
  }
  return text.empty() ? "(none)" : text;
}

}  // namespace scenes
