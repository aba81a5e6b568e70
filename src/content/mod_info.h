// SPDX-License-Identifier: MIT
#pragma once

#include <filesystem>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "json/diagnostics.h"
#include "json/text_position.h"

namespace content {

// What a mod's mod.json says about it, and where, so that problems with the mods together (a missing
// requirement, a cycle, one id twice) can point at the line that causes them.
struct ModInfo {
  std::string id;  // how other mods and records name it: letters, digits, '_', '-' and '.'
  std::string name;
  std::string version;
  std::string description;
  std::vector<std::string> required;  // ids of the mods it is loaded over
  std::filesystem::path folder;
  std::string file;  // "more_mice/mod.json", as messages name it
  json::TextPosition id_position;
  std::vector<json::TextPosition> required_positions;
};

// The file every mod folder holds.
inline constexpr const char* kModFile = "mod.json";
// The longest mod id and version, in bytes.
inline constexpr std::size_t kModIdLimit = 64;
inline constexpr std::size_t kModVersionLimit = 64;

// Reads `folder`/mod.json; nullopt when it is missing or has errors (reported).
std::optional<ModInfo> read_mod_info(const std::filesystem::path& folder, json::Diagnostics& diagnostics);
// Reads mod.json text that messages call `display_name`.
std::optional<ModInfo> parse_mod_info(std::string_view text, const std::string& display_name,
                                      json::Diagnostics& diagnostics);

// The folders of `mods_folder` that hold a mod.json, by name; none when there is no such folder.
std::vector<std::filesystem::path> mod_folders(const std::filesystem::path& mods_folder);

// Every mod in the folders of `mods_folder` (each a folder with a mod.json), by folder name; a folder
// without mod.json is a warning. A missing `mods_folder` holds no mods.
std::vector<ModInfo> find_mods(const std::filesystem::path& mods_folder, json::Diagnostics& diagnostics);

}  // namespace content
