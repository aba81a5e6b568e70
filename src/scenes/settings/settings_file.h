// SPDX-License-Identifier: MIT
#pragma once

#include <filesystem>
#include <nlohmann/json.hpp>
#include <string>
#include <string_view>

#include "core/result.h"
#include "json/diagnostics.h"
#include "scenes/settings/settings.h"

namespace scenes {

// Settings read from a file, with every problem found in it. Whatever is
// broken falls back to its default; the rest of the file still counts.
struct LoadedSettings {
  Settings settings;
  json::Diagnostics problems;  // warnings only: bad settings never stop the game
};

inline constexpr int kSettingsFileVersion = 1;

// Reads settings from the text of a file; `file_name` names it in warnings.
LoadedSettings parse_settings(std::string_view text, const std::string& file_name);

// Reads the settings file; a missing file gives the defaults and no warning.
// Never writes: a broken file stays as it is until the player changes a setting.
LoadedSettings load_settings(const std::filesystem::path& path);

// The JSON Schema of settings.json, written by the settings reader itself as it asks for each setting.
nlohmann::ordered_json settings_schema();

// The settings as the text of a settings file.
std::string settings_to_json(const Settings& settings);

// Writes the settings file atomically; a failed result says why it cannot.
core::Result<void> save_settings(const std::filesystem::path& path, const Settings& settings);
// The player's settings into their file, unless this game may not write it:
// then the failure is the reason, and nothing is written.
core::Result<void> save_player_settings(const PlayerSettings& player);

}  // namespace scenes
