// SPDX-License-Identifier: MIT
#pragma once

#include <string>
#include <string_view>

#include "render/input.h"
#include "scenes/settings/button_bindings.h"
#include "scenes/settings/key_bindings.h"

namespace scenes {

// The keys and the controller's buttons of every command, as the settings
// hold them: what the dungeon reads its commands through and names in hints.
struct Controls {
  const KeyBindings& keys;
  const ButtonBindings& buttons;

  // The default keys and buttons, for scenes made without settings (tests).
  static Controls defaults();
};

// What a hint calls `command`: its first key, or its first button when the player's latest press
// came from the controller; `unbound` when it has no key, "in menu" when it has no button (the
// game menu holds every command).
std::string first_binding_name(Controls controls, Command command, render::Prompts prompts,
                               std::string_view unbound = "no key");

// Every key of `command` (or every button, for the controller), "Up, Keypad 8, K"; "(none)" when unbound.
std::string binding_names(Controls controls, Command command, render::Prompts prompts);

// A controller button's name in the style of the connected controller.
std::string button_name(render::PadButton button, render::Prompts prompts);

}  // namespace scenes
