// SPDX-License-Identifier: MIT
#pragma once

#include <filesystem>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "content/field_reader.h"
#include "json/diagnostics.h"
#include "json/document.h"

namespace content {

// One parsed content file and the name messages use for it.
struct ContentFile {
  std::string display_name;
  json::Document document;
  std::string mod_id;  // the mod whose file it is; empty for the base data's
};

// Reads and parses a content file; a missing, unreadable, oversized or
// malformed file becomes a diagnostic and nullopt.
// Messages call the file `display_name` (such as "data/monsters.json").
std::optional<ContentFile> load_content_file(const std::filesystem::path& path, const std::string& display_name,
                                             json::Diagnostics& diagnostics);
std::optional<ContentFile> parse_content_text(std::string_view text, const std::string& display_name,
                                              json::Diagnostics& diagnostics);

// Warns about each member at the top of a file shaped { "key": ... } other than
// `key` and "$schema" (where an editor finds the file's JSON Schema).
void warn_unknown_top_members(const ContentFile& file, const std::string& key, json::Diagnostics& diagnostics);

// The single object in a file shaped { "object_key": { ... } }.
std::optional<EntrySource> read_single_entry(const ContentFile& file, const std::string& object_key,
                                             json::Diagnostics& diagnostics);

// The object that is the whole file (such as a mod's mod.json), called `label` in messages.
std::optional<EntrySource> read_root_entry(const ContentFile& file, const std::string& label,
                                           json::Diagnostics& diagnostics);

}  // namespace content
