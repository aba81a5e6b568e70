// SPDX-License-Identifier: MIT
#pragma once

#include <filesystem>
#include <string>

#include "content/mod_choice.h"
#include "core/enum_table.h"
#include "render/color.h"
#include "render/screen.h"
#include "render/sound_output.h"
#include "scenes/settings/button_bindings.h"
#include "scenes/settings/key_bindings.h"

namespace scenes {

// How the map's motion is played: steps sliding, attacks lunging, kills fading.
enum class AnimationSpeed { Off, Normal, Fast };
inline constexpr auto kAnimationSpeedNames = core::enum_table<AnimationSpeed>({
    {AnimationSpeed::Off, "off", "Off"},
    {AnimationSpeed::Normal, "normal", "Normal"},
    {AnimationSpeed::Fast, "fast", "Fast"},
});

// What the player chose on the options screen (or wrote into settings.json).
struct Settings {
  static constexpr int kMinWindowSide = 320;
  static constexpr int kMaxWindowSide = 16384;
  static constexpr int kMinZoom = 1;
  static constexpr int kMaxZoom = 4;
  static constexpr int kMinMessageLines = 1;
  static constexpr int kMaxMessageLines = 4;  // what fits the bottom panel
  static constexpr int kMinWalkSpeed = 1;
  static constexpr int kInstantWalkSpeed = 1000;  // a step every sixtieth of a second is still 60
  static constexpr int kMinStopHpPercent = 0;     // 0: HP never stops a walk
  static constexpr int kMaxStopHpPercent = 100;
  static constexpr int kMaxVolume = 100;  // percent, as every volume is

  int window_width = 1280;
  int window_height = 720;
  bool fullscreen = false;
  int ui_scale = render::kDefaultUiScale;  // text and panels, in percent of their design size (see screen.h)
  int zoom = 2;                            // the map's zoom when a run starts
  int message_lines = 4;                   // recent messages shown in the bottom panel
  AnimationSpeed animations = AnimationSpeed::Normal;
  render::Theme theme = render::Theme::Standard;  // the interface's colours
  int walk_steps_per_second = 20;                 // travel, auto-explore and rest
  int stop_below_hp_percent = 50;                 // a walk stops when HP falls below this share of the most
  render::SoundLevels sound;                      // master, effects and music volumes, and whether all is muted
  bool controller_in_background = true;           // a controller plays on while another window has the keyboard
  KeyBindings keys = KeyBindings::defaults();
  ButtonBindings buttons = ButtonBindings::defaults();  // the game controller's
  content::ModChoice mods;  // which mods of the mods folder load, in what order (the Mods screen)

  friend bool operator==(const Settings&, const Settings&) = default;
};

// The settings the running game follows, where they are kept, and what was
// wrong with the file they were read from.
struct PlayerSettings {
  Settings settings;
  std::filesystem::path file;  // empty: nowhere to save (tests)
  std::string load_warnings;   // one per line; empty when the file was fine or missing
  // Set when the file is read but must not be written (another game holds the user folder): why.
  std::string read_only_reason;
};

// The settings file in the player's folder.
inline std::filesystem::path settings_path(const std::filesystem::path& user_dir) {
  return user_dir / "settings.json";
}

}  // namespace scenes
