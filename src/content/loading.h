// SPDX-License-Identifier: MIT
#pragma once

#include <filesystem>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "content/content_files.h"
#include "content/database.h"
#include "content/mod_order.h"
#include "json/diagnostics.h"

// The loader: the top of content/, the one part that reads every content file (and every mod's)
// and checks the whole. The rest of content/ reads one file or one entry and never needs it.
namespace content {

// What content may ask the atlas about sprite names: whether it has one (no function: names are not
// checked), and every name it has, so that a mistaken one gets a "did you mean".
struct SpriteCheck {
  std::function<bool(const std::string&)> exists;
  std::vector<std::string> names;

  // The check of an atlas holding exactly `names`.
  static SpriteCheck of(std::vector<std::string> names);
};

// A mod that was loaded, as a record of a run may name it.
struct LoadedMod {
  std::string id;
  std::string version;
  std::string name;
  std::filesystem::path folder;
};

// What loading a data folder gave: a database when there were no errors,
// and every error and warning found either way.
struct LoadResult {
  std::optional<Database> database;
  json::Diagnostics diagnostics;
  std::vector<LoadedMod> mods;  // in the order they were layered over the data
};

// Where content comes from: the base data folder, then mod folders layered over it (each with a
// mod.json and only the files it changes). The mods load after the mods they require, otherwise in
// this order. The sounds content may name are the files of `sound_dir` and of each mod's sounds/
// (see sound_files.h); with no `sound_dir`, sound names are not checked.
struct ContentSources {
  std::filesystem::path data_dir;
  std::vector<std::filesystem::path> mod_dirs;
  std::filesystem::path sound_dir = {};
};

// Loads and checks every content file in `data_dir`. `sprite_exists`, when
// given, turns a sprite name missing from the atlas into an error.
LoadResult load_database(const std::filesystem::path& data_dir, const SpriteCheck& sprite_exists = {});
// Loads the base data and every mod over it (see data/README.md, "Mods"), checking the merged result.
LoadResult load_database(const ContentSources& sources, const SpriteCheck& sprite_exists = {});
// As above, with the mods of `sources.mod_dirs` already resolved: their problems come first among the
// load's diagnostics, as if read here.
LoadResult load_database(const ContentSources& sources, const ResolvedMods& mods,
                         const SpriteCheck& sprite_exists = {});

}  // namespace content
