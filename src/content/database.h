#pragma once

#include <filesystem>
#include <functional>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "content/definitions.h"
#include "json/diagnostics.h"
#include "json/text_position.h"

namespace content {

// Where a definition is written: the file as messages name it and the place of its "name".
struct DefinitionPlace {
  std::string file;
  json::TextPosition position;
};

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
};

// Tells whether the atlas has a sprite of that name.
using SpriteCheck = std::function<bool(const std::string&)>;

// What loading a data folder gave: a database when there were no errors,
// and every error and warning found either way.
struct LoadResult {
  std::optional<Database> database;
  json::Diagnostics diagnostics;
};

// The files a data folder holds, each read by the loader.
inline constexpr const char* kContentFiles[] = {"monsters.json", "weapons.json", "armour.json", "microchips.json",
                                                "items.json",    "floors.json",  "player.json", "rules.json"};

// Loads and checks every content file in `data_dir`. `sprite_exists`, when
// given, turns a sprite name missing from the atlas into an error.
LoadResult load_database(const std::filesystem::path& data_dir, const SpriteCheck& sprite_exists = {});

}  // namespace content
