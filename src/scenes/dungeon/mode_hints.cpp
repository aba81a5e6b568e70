// SPDX-License-Identifier: MIT
#include "scenes/dungeon/mode_hints.h"

namespace scenes {

namespace {

bool on_controller(render::Prompts prompts) {
  return prompts.device == render::InputDevice::Controller;
}

std::string name_of(Controls controls, render::Prompts prompts, Command command) {
  return first_binding_name(controls, command, prompts, "(no key)");
}

// The menus' confirm and cancel buttons, which act and leave in both modes.
std::string menu_button(Controls controls, render::Prompts prompts, MenuRole role) {
  return button_name(controls.buttons.buttons(role).front(), prompts);
}

}  // namespace

std::string look_hint(Controls controls, render::Prompts prompts) {
  const std::string next = name_of(controls, prompts, Command::NextInView);
  if (on_controller(prompts)) {
    return "Looking: the stick or the d-pad moves, " + next + " the next in view, " +
           menu_button(controls, prompts, MenuRole::Confirm) + " goes there, " +
           menu_button(controls, prompts, MenuRole::Cancel) + " stops.";
  }
  return "Looking: the movement keys move, " + next + " the next in view, Enter goes there, " +
         name_of(controls, prompts, Command::Menu) + " stops.";
}

std::string aim_hint(Controls controls, render::Prompts prompts, const std::string& situation, bool may_switch) {
  const std::string next = name_of(controls, prompts, Command::NextInView);
  const std::string more = may_switch ? ", " + name_of(controls, prompts, Command::Throw) + " another throwable" : "";
  if (on_controller(prompts)) {
    return situation + ". " + next + " the next target, the stick or the d-pad aims" + more + ", " +
           menu_button(controls, prompts, MenuRole::Confirm) + " sends, " +
           menu_button(controls, prompts, MenuRole::Cancel) + " cancels.";
  }
  return situation + ". Tab or " + next + " the next target, the movement keys aim" + more +
         ", Enter or a click sends, " + name_of(controls, prompts, Command::Menu) + " cancels.";
}

}  // namespace scenes
