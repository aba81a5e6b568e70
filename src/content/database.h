// SPDX-License-Identifier: MIT
#pragma once

#include <map>
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

// The fields of a monster's entry that say how it behaves rather than how strong it is.
inline constexpr const char* kBehaviourFields[] = {"asleep",         "erratic",      "keep_distance",
                                                   "follows_leader", "search_turns", "stationary",
                                                   "flee",           "inflicts",     "abilities"};

// Every definition of the game's content, validated and cross-checked.
struct Database {
  std::vector<MonsterDefinition> monsters;  // in file order, which the spawn roll follows
  std::vector<EquipmentDefinition> weapons;
  std::vector<EquipmentDefinition> armour;
  std::vector<MicrochipDefinition> microchips;
  std::vector<ItemDefinition> items;
  std::vector<TrapDefinition> traps;
  std::vector<RoomDefinition> rooms;
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
  // Where the monster's written behaviour fields are, in the order of kBehaviourFields.
  const std::vector<std::pair<std::string, DefinitionPlace>>* behaviour_places_of(const std::string& name) const;

  std::map<std::string, DefinitionPlace> places;  // by definition name
  // Where each behaviour field a monster's entry writes is written, by monster name, for the debug
  // console's `ai`; the fields left to their defaults are not listed.
  std::map<std::string, std::vector<std::pair<std::string, DefinitionPlace>>> behaviour_places;
  // What this content was loaded from, for saves and replays to record (see content_fingerprint.h).
  ContentFingerprint fingerprint;
};

}  // namespace content
