// SPDX-License-Identifier: MIT
// Fuzzes reading settings.json. Any text must give settings within their ranges, with every problem a
// warning (bad settings never stop the game), and the settings must survive being written and read back.
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <set>
#include <string>
#include <string_view>

#include "fuzz_check.h"
#include "scenes/settings/settings_file.h"

namespace {

void check_ranges(const scenes::Settings& settings) {
  using scenes::Settings;
  fuzz::check(settings.window_width >= Settings::kMinWindowSide && settings.window_width <= Settings::kMaxWindowSide &&
                  settings.window_height >= Settings::kMinWindowSide &&
                  settings.window_height <= Settings::kMaxWindowSide,
              "the window size is within its range");
  fuzz::check(settings.zoom >= Settings::kMinZoom && settings.zoom <= Settings::kMaxZoom,
              "the zoom is within its range");
  fuzz::check(
      settings.message_lines >= Settings::kMinMessageLines && settings.message_lines <= Settings::kMaxMessageLines,
      "the message lines are within their range");
  fuzz::check(settings.walk_steps_per_second >= Settings::kMinWalkSpeed &&
                  settings.walk_steps_per_second <= Settings::kInstantWalkSpeed,
              "the walk speed is within its range");
  fuzz::check(settings.stop_below_hp_percent >= Settings::kMinStopHpPercent &&
                  settings.stop_below_hp_percent <= Settings::kMaxStopHpPercent,
              "the low-HP stop is within its range");
}

void check_keys(const scenes::KeyBindings& keys) {
  std::set<SDL_Keycode> seen;
  for (scenes::Command command : scenes::all_commands()) {
    for (SDL_Keycode key : keys.keys(command)) {
      fuzz::check(seen.insert(key).second, "no key is bound twice");
      fuzz::check(scenes::key_from_name(scenes::key_name(key)) == key, "every bound key's name reads back as it");
    }
    fuzz::check(!scenes::is_essential(command) || !keys.keys(command).empty(), "every essential action has a key");
  }
}

void check_buttons(const scenes::ButtonBindings& buttons) {
  std::set<render::PadButton> seen;
  for (scenes::Command command : scenes::all_commands()) {
    for (render::PadButton button : buttons.buttons(command)) {
      fuzz::check(seen.insert(button).second, "no button is bound to two commands");
    }
    fuzz::check(!scenes::is_essential_on_controller(command) || !buttons.buttons(command).empty(),
                "every command a controller player needs has a button");
  }
  const auto& confirm = buttons.buttons(scenes::MenuRole::Confirm);
  const auto& cancel = buttons.buttons(scenes::MenuRole::Cancel);
  fuzz::check(!confirm.empty() && !cancel.empty(), "the menus' confirm and cancel each have a button");
  for (render::PadButton button : confirm) {
    fuzz::check(std::find(cancel.begin(), cancel.end(), button) == cancel.end(), "no button both confirms and cancels");
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  const scenes::LoadedSettings loaded = scenes::parse_settings(text, "settings.json");
  fuzz::check(loaded.problems.error_count() == 0, "settings problems are warnings, never errors");
  // Warnings go to the log and onto the options screen, which draw UTF-8.
  fuzz::check(fuzz::is_utf8(loaded.problems.to_string()), "the warnings are UTF-8");
  check_ranges(loaded.settings);
  check_keys(loaded.settings.keys);
  check_buttons(loaded.settings.buttons);

  const scenes::LoadedSettings again = scenes::parse_settings(scenes::settings_to_json(loaded.settings), "again");
  fuzz::check(again.problems.all().empty(), "written settings read back without a warning");
  fuzz::check(again.settings == loaded.settings, "written settings read back the same");
  return 0;
}
