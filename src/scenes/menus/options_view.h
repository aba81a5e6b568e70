// SPDX-License-Identifier: MIT
#pragma once

#include <optional>
#include <string>

#include "render/canvas.h"
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
  std::optional<Command> waiting_for_key;  // the command whose new key is awaited
  std::string note;                        // what the latest change did
  NoteTone note_tone = NoteTone::Done;
  std::string warnings;  // problems found in the settings file at start-up
  core::Point mouse;
  std::string ui_scale_fit;  // empty, or that the window has no room for the chosen UI scale
};

// Draws the options screen: settings on the left, key bindings on the right.
void draw_options(render::Canvas& canvas, const OptionsViewState& state);

// "Windowed", "1280 x 720", "2x", "4": how a setting row shows its value.
std::string setting_value_text(const Settings& settings, int row);
// "Up, Keypad 8, K", or "(none)".
std::string keys_text(const KeyBindings& keys, Command command);

}  // namespace scenes
