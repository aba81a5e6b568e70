#pragma once

#include <filesystem>
#include <string>

#include "scenes/key_bindings.h"

namespace scenes {

// What the player chose on the options screen (or wrote into settings.json).
struct Settings {
  static constexpr int kMinWindowSide = 320;
  static constexpr int kMaxWindowSide = 16384;
  static constexpr int kMinZoom = 1;
  static constexpr int kMaxZoom = 4;
  static constexpr int kMinMessageLines = 1;
  static constexpr int kMaxMessageLines = 4;  // what fits the bottom panel

  int window_width = 1280;
  int window_height = 720;
  bool fullscreen = false;
  int zoom = 2;           // the map's zoom when a run starts
  int message_lines = 4;  // recent messages shown in the bottom panel
  KeyBindings keys = KeyBindings::defaults();

  friend bool operator==(const Settings&, const Settings&) = default;
};

// The settings the running game follows, where they are kept, and what was
// wrong with the file they were read from.
struct PlayerSettings {
  Settings settings;
  std::filesystem::path file;  // empty: nowhere to save (tests)
  std::string load_warnings;   // one per line; empty when the file was fine or missing
};

// The settings file in the player's folder.
inline std::filesystem::path settings_path(const std::filesystem::path& user_dir) {
  return user_dir / "settings.json";
}

}  // namespace scenes
