// SPDX-License-Identifier: MIT
#include "content/scenario.h"

#include <limits>
#include <map>
#include <string_view>
#include <unordered_set>

#include "content/builtin_things.h"
#include "content/content_file.h"
#include "content/field_reader.h"
#include "content/known_names.h"
#include "json/field_wording.h"

namespace content {

namespace {

constexpr const char* kScenarioKey = "scenario";
// Tiles are addressed by small numbers; anything bigger is a typo, not a map.
constexpr int kLargestCoordinate = 10'000;
// More than twice the tiles of a floor: a longer list is a mistake, and placing it would take the
// world a long time for nothing.
constexpr std::size_t kMostSpawns = 10'000;

std::vector<std::string> equipment_names(const Database& database) {
  std::vector<std::string> names;
  for (const auto& weapon : database.weapons) names.push_back(weapon.look.name);
  for (const auto& piece : database.armour) names.push_back(piece.look.name);
  for (const auto& chip : database.microchips) names.push_back(chip.look.name);
  return names;
}

std::vector<std::string> carried_names(const Database& database) {
  std::vector<std::string> names = equipment_names(database);
  for (const auto& item : database.items) names.push_back(item.look.name);
  return names;
}

// Which slot each piece of equipment goes in, by name.
std::map<std::string, EquipmentSlot> slots_by_name(const Database& database) {
  std::map<std::string, EquipmentSlot> slots;
  for (const auto& weapon : database.weapons) slots.emplace(weapon.look.name, EquipmentSlot::Weapon);
  for (const auto& piece : database.armour) slots.emplace(piece.look.name, EquipmentSlot::Armour);
  for (const auto& chip : database.microchips) slots.emplace(chip.look.name, EquipmentSlot::Microchip);
  return slots;
}

// Everything a scenario may place on its floor.
std::vector<std::string> placeable_names(const Database& database) {
  std::vector<std::string> names = database.all_names();
  names.insert(names.end(), kPlaceableBuiltins.begin(), kPlaceableBuiltins.end());
  return names;
}

// The shapes of the fields the scenario reader checks by hand, for the schema.
json::shape::Shape seed_shape() {
  return {{"type", "integer"}, {"minimum", 0}, {"maximum", std::numeric_limits<std::uint64_t>::max()}};
}

json::shape::Shape names_shape() {
  return json::shape::list_of({{"type", "string"}}, false);
}

// Reads the one "scenario" object of a scenario file into a Scenario,
// reporting every problem with its place in the file.
class ScenarioReader {
 public:
  ScenarioReader(FieldReader reader, std::string file, const Database& database, json::Diagnostics& diagnostics)
      : reader_(std::move(reader)), file_(std::move(file)), database_(database), diagnostics_(diagnostics) {}

  Scenario read() {
    Scenario scenario;
    scenario.file = file_;
    scenario.seed = read_seed();
    scenario.floor = reader_.integer_or("floor", 0, database_.floors.boss_floor, 0,
                                        "The floor to start on, up to the boss's; the player arrives beside its "
                                        "stairs down (floor 0: the storeroom's centre).");
    read_player(scenario);
    KnownNames carried(carried_names(database_));
    scenario.inventory = read_names("inventory", carried, "a weapon, armour, microchip or item",
                                    "The pack, in order: weapons, armour, microchips and items by name.");
    check_capacity(scenario.inventory);
    KnownNames equipment(equipment_names(database_));
    scenario.equipped = read_names("equipped", equipment, "a weapon, armour or microchip",
                                   "What the player wears, by name: one weapon, armour and microchip at most.");
    check_one_per_slot(scenario.equipped);
    scenario.spawns = read_spawns();
    reader_.warn_unread_fields();
    return scenario;
  }

 private:
  // Seeds are 64-bit, wider than FieldReader's integers.
  std::optional<std::uint64_t> read_seed() {
    const nlohmann::json* found =
        reader_.raw("seed", seed_shape(), "The dungeon's seed (a whole number); else --seed, else a fresh one.");
    if (!found) return std::nullopt;
    if (std::optional<std::uint64_t> seed = json::unsigned_whole_number(*found)) return seed;
    reader_.error_at("seed", json::must_be(json::expect::unsigned_whole_number(), found, json::Found::AsWritten));
    return std::nullopt;
  }

  void read_player(Scenario& scenario) {
    std::optional<FieldReader> player = reader_.optional_object(
        "player", "Where the player starts and with how many HP; as in a new game when left out.");
    if (!player) return;
    if (player->has("x") != player->has("y")) {
      player->error_at(player->has("x") ? "x" : "y", "needs its partner: give both \"x\" and \"y\", or neither");
      player->ignore("x");  // already reported: not an unknown field too
      player->ignore("y");
    }
    if (player->has("x") && player->has("y")) {
      scenario.player_tile =
          core::Point{player->integer("x", 0, kLargestCoordinate, "The column to start on (give \"y\" too)."),
                      player->integer("y", 0, kLargestCoordinate, "The row to start on (give \"x\" too).")};
      scenario.player_tile_position = player->position_of("x");
    }
    if (player->has("hp")) {
      scenario.hp = player->integer("hp", 1, std::numeric_limits<int>::max(),
                                    "HP at the start, after the equipment; max HP when left out.");
    }
  }

  // A list of definition names, each checked against `candidates`.
  std::vector<ScenarioName> read_names(const std::string& key, KnownNames& candidates, const std::string& what,
                                       std::string_view about) {
    const nlohmann::json* found = reader_.raw(key, names_shape(), about);
    if (!found) return {};
    if (!found->is_array()) {
      reader_.error_at(
          key, json::must_be("a list of names, such as [\"Crowbar\", \"Health Pack\"]", found, json::Found::AsWritten));
      return {};
    }
    std::vector<ScenarioName> names;
    for (std::size_t i = 0; i < found->size(); ++i) {
      const nlohmann::json& value = (*found)[i];
      if (!value.is_string()) {
        reader_.error_at(key, i, json::must_be("a name in quotes", &value, json::Found::AsWritten));
        continue;
      }
      const std::string name = value.get<std::string>();
      if (!candidates.contains(name)) {
        reader_.error_at(key, i, "names \"" + name + "\", which is not " + what + candidates.did_you_mean(name));
        continue;
      }
      names.push_back({name, reader_.position_of(key, i)});
    }
    return names;
  }

  // As in play, the items of items.json stack, one slot for each kind (a scenario lists far
  // fewer than a stack holds), and each piece of equipment takes a slot of its own.
  void check_capacity(const std::vector<ScenarioName>& inventory) {
    const int capacity = database_.player.inventory_slots;
    std::unordered_set<std::string_view> stacking;  // a set: a pack of a million names stays linear
    for (const ItemDefinition& item : database_.items) stacking.insert(item.look.name);
    std::unordered_set<std::string_view> kinds_in_pack;
    std::size_t slots = 0;
    for (const ScenarioName& thing : inventory) {
      if (!stacking.contains(thing.name) || kinds_in_pack.insert(thing.name).second) ++slots;
    }
    if (slots <= static_cast<std::size_t>(capacity)) return;
    reader_.error_at("inventory", "lists " + std::to_string(inventory.size()) + " things, which take " +
                                      std::to_string(slots) + " slots, but the pack holds " + std::to_string(capacity) +
                                      " (\"inventory_slots\" in player.json)");
  }

  void check_one_per_slot(const std::vector<ScenarioName>& equipped) {
    const std::map<std::string, EquipmentSlot> slots = slots_by_name(database_);
    std::map<EquipmentSlot, std::string> worn;
    for (const ScenarioName& piece : equipped) {
      const EquipmentSlot slot = slots.at(piece.name);
      const auto [already, inserted] = worn.emplace(slot, piece.name);
      if (inserted) continue;
      diagnostics_.error(file_, piece.position,
                         std::string(kScenarioKey) + ": \"equipped\" names \"" + piece.name + "\" for the " +
                             std::string(core::id_of(kEquipmentSlotNames, slot)) + " slot, which \"" + already->second +
                             "\" already fills: one piece per slot");
    }
  }

  std::vector<ScenarioSpawn> read_spawns() {
    // Counted before the list is read; the list's schema is object_list's.
    const nlohmann::json* found = reader_.raw("spawn", json::shape::Shape::object(), {});
    if (found && found->is_array() && found->size() > kMostSpawns) {
      reader_.error_at("spawn", "lists " + std::to_string(found->size()) + " things; a scenario may place at most " +
                                    std::to_string(kMostSpawns));
      return {};
    }
    KnownNames placeable(placeable_names(database_));
    std::vector<ScenarioSpawn> spawns;
    for (FieldReader& spawn : reader_.object_list("spawn",
                                                  "Things placed on the floor: monsters, equipment, items "
                                                  "or doors (\"Door\", \"Open Door\"), at most 10,000.")) {
      if (auto placed = read_spawn(spawn, placeable)) spawns.push_back(std::move(*placed));
    }
    return spawns;
  }

  std::optional<ScenarioSpawn> read_spawn(FieldReader& spawn, KnownNames& placeable) {
    const std::string name = spawn.string("name", "What to place: a definition's name, \"Door\" or \"Open Door\".");
    const core::Point tile{spawn.integer("x", 0, kLargestCoordinate, "The column: a free floor tile."),
                           spawn.integer("y", 0, kLargestCoordinate, "The row.")};
    if (name.empty()) return std::nullopt;
    if (!placeable.contains(name)) {
      spawn.error_at("name", "names \"" + name + "\", which is not a monster, weapon, armour, microchip, item or door" +
                                 placeable.did_you_mean(name));
      return std::nullopt;
    }
    return ScenarioSpawn{{name, spawn.position_of("name")}, tile};
  }

  FieldReader reader_;
  std::string file_;
  const Database& database_;
  json::Diagnostics& diagnostics_;
};

ScenarioLoadResult read_scenario(const std::optional<ContentFile>& file, const Database& database,
                                 json::Diagnostics diagnostics) {
  ScenarioLoadResult result{std::nullopt, std::move(diagnostics)};
  if (!file) return result;
  const std::optional<EntrySource> entry = read_single_entry(*file, kScenarioKey, result.diagnostics);
  if (!entry) return result;
  Scenario scenario =
      ScenarioReader(FieldReader(*entry, result.diagnostics), entry->file, database, result.diagnostics).read();
  if (!result.diagnostics.has_errors()) result.scenario = std::move(scenario);
  return result;
}

}  // namespace

void describe_scenario(json::SchemaObject& schema) {
  json::Diagnostics ignored;
  const Database no_content;
  ScenarioReader(FieldReader::describing(schema, ignored), "", no_content, ignored).read();
}

ScenarioLoadResult load_scenario(const std::filesystem::path& path, const Database& database) {
  json::Diagnostics diagnostics;
  std::optional<ContentFile> file = load_content_file(path, path.string(), diagnostics);
  return read_scenario(file, database, std::move(diagnostics));
}

ScenarioLoadResult parse_scenario(std::string_view text, const std::string& display_name, const Database& database) {
  json::Diagnostics diagnostics;
  std::optional<ContentFile> file = parse_content_text(text, display_name, diagnostics);
  return read_scenario(file, database, std::move(diagnostics));
}

}  // namespace content
