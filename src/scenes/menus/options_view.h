// SPDX-License-Identifier: MIT
#pragma once

#include <optional>
#include <string>

#include "render/canvas.h"
#include "render/input.h"
#include "scenes/menus/options_layout.h"
#include "scenes/settings/key_bindings.h"
#include "scenes/settings/settings.h"

namespace scenes {

// How the note about the latest change is coloured: done (good), done but with
// something to know (warning: an action left without a key), or refused (bad).
enum class NoteTone { Done, Warning, Refused };

// Everything the options screen shows, as the scene hands it to the view.
struct OptionsViewState {
  const Settings& settings;
  int focused = 0;
  std::optional<int> waiting_row;  // the binding row whose new key (or button) is awaited
  std::string note;                // what the latest change did
  NoteTone note_tone = NoteTone::Done;
  std::string warnings;  // problems found in the settings file at start-up
  core::Point mouse;
  std::string ui_scale_fit;  // empty, or that the window has no room for the chosen UI scale
  options_layout::BindingTab tab = options_layout::BindingTab::Keys;
  int scroll = 0;           // the first binding row shown
  render::Prompts prompts;  // the hints name the controller's buttons after a controller press
};

// Draws the options screen: settings on the left, key (or button) bindings on the right.
void draw_options(render::Canvas& canvas, const OptionsViewState& state);

// "Windowed", "1280 x 720", "2x", "4": how a setting row shows its value.
std::string setting_value_text(const Settings& settings, int row);
// "Up, Keypad 8, K", or "(none)".
std::string keys_text(const KeyBindings& keys, Command command);
// "D-pad up, Stick up", or "(none)" (in the names of an Xbox controller, which SDL's layout follows).
std::string buttons_text(const std::vector<render::PadButton>& buttons);

}  // namespace scenes
