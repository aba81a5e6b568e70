// SPDX-License-Identifier: MIT
#pragma once

#include <filesystem>
#include <functional>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "content/content_fingerprint.h"
#include "content/definitions.h"
#include "json/diagnostics.h"
#include "json/text_position.h"

namespace content {

// Where a definition is written: the file as messages name it and the place of its "name".
struct DefinitionPlace {
  std::string file;
  json::TextPosition position;
  std::string mod_id;  // the mod that defines it; empty when the base data does
};

// "data/monsters.json:16:15", "more/monsters.json:3:7 (mod more_mice)": where a modder finds it.
std::string place_text(const DefinitionPlace& place);

// Every definition of the game's content, validated and cross-checked.
struct Database {
  std::vector<MonsterDefinition> monsters;  // in file order, which the spawn roll follows
  std::vector<EquipmentDefinition> weapons;
  std::vector<EquipmentDefinition> armour;
  std::vector<MicrochipDefinition> microchips;
  std::vector<ItemDefinition> items;
  FloorRules floors;
  PlayerDefinition player;
  RulesDefinition rules;

  const MonsterDefinition* find_monster(const std::string& name) const;
  // The name, sprite and description of any definition, by name.
  const Appearance* find_appearance(const std::string& name) const;
  // Every name a definition registers, in a stable order.
  std::vector<std::string> all_names() const;
  // Where the definition of that name is written (for the debug console's `where`); null for built-ins.
  const DefinitionPlace* place_of(const std::string& name) const;

  std::map<std::string, DefinitionPlace> places;  // by definition name
  // What this content was loaded from, for saves and replays to record (see content_fingerprint.h).
  ContentFingerprint fingerprint;
};

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

// The files a data folder holds, each read by the loader.
inline constexpr const char* kContentFiles[] = {"monsters.json", "weapons.json", "armour.json", "microchips.json",
                                                "items.json",    "floors.json",  "player.json", "rules.json"};

// Loads and checks every content file in `data_dir`. `sprite_exists`, when
// given, turns a sprite name missing from the atlas into an error.
LoadResult load_database(const std::filesystem::path& data_dir, const SpriteCheck& sprite_exists = {});
// Loads the base data and every mod over it (see data/README.md, "Mods"), checking the merged result.
LoadResult load_database(const ContentSources& sources, const SpriteCheck& sprite_exists = {});

}  // namespace content
