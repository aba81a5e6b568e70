#include "content/scenario.h"

#include <limits>
#include <map>

#include "content/builtin_things.h"
#include "content/content_file.h"
#include "content/field_reader.h"
#include "content/known_names.h"

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

// Reads the one "scenario" object of a scenario file into a Scenario,
// reporting every problem with its place in the file.
class ScenarioReader {
 public:
  ScenarioReader(const EntrySource& entry, const Database& database, json::Diagnostics& diagnostics)
      : entry_(entry), database_(database), diagnostics_(diagnostics), reader_(entry, diagnostics) {}

  Scenario read() {
    Scenario scenario;
    scenario.file = entry_.file;
    scenario.seed = read_seed();
    scenario.floor = reader_.integer_or("floor", 0, database_.floors.boss_floor, 0);
    read_player(scenario);
    KnownNames carried(carried_names(database_));
    scenario.inventory = read_names("inventory", carried, "a weapon, armour, microchip or item");
    check_capacity(scenario.inventory);
    KnownNames equipment(equipment_names(database_));
    scenario.equipped = read_names("equipped", equipment, "a weapon, armour or microchip");
    check_one_per_slot(scenario.equipped);
    scenario.spawns = read_spawns();
    reader_.warn_unread_fields();
    return scenario;
  }

 private:
  json::TextPosition position_of(const JsonPointer& pointer) const { return entry_.document->position_of(pointer); }

  void error(const JsonPointer& pointer, const std::string& message) {
    diagnostics_.error(entry_.file, position_of(pointer), entry_.label + ": " + message);
  }

  // Seeds are 64-bit, wider than FieldReader's integers.
  std::optional<std::uint64_t> read_seed() {
    const nlohmann::json* found = reader_.raw("seed");
    if (!found) return std::nullopt;
    if (found->is_number_unsigned()) return found->get<std::uint64_t>();
    if (found->is_number_integer() && found->get<std::int64_t>() >= 0) return found->get<std::uint64_t>();
    reader_.error_at("seed", "must be a whole number >= 0, found " + json::describe_found(*found));
    return std::nullopt;
  }

  void read_player(Scenario& scenario) {
    std::optional<FieldReader> player = reader_.optional_object("player");
    if (!player) return;
    if (player->has("x") != player->has("y")) {
      player->error_at(player->has("x") ? "x" : "y", "needs its partner: give both \"x\" and \"y\", or neither");
      player->ignore("x");  // already reported: not an unknown field too
      player->ignore("y");
    }
    if (player->has("x") && player->has("y")) {
      scenario.player_tile =
          core::Point{player->integer("x", 0, kLargestCoordinate), player->integer("y", 0, kLargestCoordinate)};
      scenario.player_tile_position = position_of(entry_.field_origins.at("player").pointer / "x");
    }
    if (player->has("hp")) scenario.hp = player->integer("hp", 1, std::numeric_limits<int>::max());
  }

  // A list of definition names, each checked against `candidates`.
  std::vector<ScenarioName> read_names(const std::string& key, KnownNames& candidates, const std::string& what) {
    const nlohmann::json* found = reader_.raw(key);
    if (!found) return {};
    if (!found->is_array()) {
      reader_.error_at(key, "must be a list of names, such as [\"Crowbar\", \"Health Pack\"], found " +
                                json::describe_found(*found));
      return {};
    }
    std::vector<ScenarioName> names;
    for (std::size_t i = 0; i < found->size(); ++i) {
      const JsonPointer pointer = entry_.field_origins.at(key).pointer / i;
      const nlohmann::json& value = (*found)[i];
      const std::string field = "\"" + key + "[" + std::to_string(i) + "]\"";
      if (!value.is_string()) {
        error(pointer, field + " must be a name in quotes, found " + json::describe_found(value));
        continue;
      }
      const std::string name = value.get<std::string>();
      if (!candidates.contains(name)) {
        error(pointer, field + " names \"" + name + "\", which is not " + what + candidates.did_you_mean(name));
        continue;
      }
      names.push_back({name, position_of(pointer)});
    }
    return names;
  }

  void check_capacity(const std::vector<ScenarioName>& inventory) {
    const int capacity = database_.player.inventory_slots;
    if (static_cast<int>(inventory.size()) <= capacity) return;
    reader_.error_at("inventory", "lists " + std::to_string(inventory.size()) + " things, but the pack holds " +
                                      std::to_string(capacity) + " (\"inventory_slots\" in player.json)");
  }

  void check_one_per_slot(const std::vector<ScenarioName>& equipped) {
    const std::map<std::string, EquipmentSlot> slots = slots_by_name(database_);
    std::map<EquipmentSlot, std::string> worn;
    for (const ScenarioName& piece : equipped) {
      const EquipmentSlot slot = slots.at(piece.name);
      const auto [already, inserted] = worn.emplace(slot, piece.name);
      if (inserted) continue;
      diagnostics_.error(entry_.file, piece.position,
                         entry_.label + ": \"equipped\" names \"" + piece.name + "\" for the " +
                             std::string(core::id_of(kEquipmentSlotNames, slot)) + " slot, which \"" + already->second +
                             "\" already fills: one piece per slot");
    }
  }

  // One entry of the "spawn" list, as its own entry so FieldReader names its fields.
  EntrySource spawn_entry(std::size_t index, const nlohmann::json& object) const {
    const JsonPointer pointer = entry_.field_origins.at("spawn").pointer / index;
    const std::string label = entry_.label + " spawn[" + std::to_string(index) + "]";
    EntrySource spawn{entry_.document, entry_.file, label, object, {}, pointer};
    for (const auto& item : object.items())
      spawn.field_origins[item.key()] = json::Origin{entry_.document, pointer / item.key()};
    return spawn;
  }

  std::vector<ScenarioSpawn> read_spawns() {
    const nlohmann::json* found = reader_.raw("spawn");
    if (!found) return {};
    if (!found->is_array()) {
      reader_.error_at("spawn", "must be a list of { \"name\": ..., \"x\": ..., \"y\": ... }, found " +
                                    json::describe_found(*found));
      return {};
    }
    if (found->size() > kMostSpawns) {
      reader_.error_at("spawn", "lists " + std::to_string(found->size()) + " things; a scenario may place at most " +
                                    std::to_string(kMostSpawns));
      return {};
    }
    KnownNames placeable(placeable_names(database_));
    std::vector<ScenarioSpawn> spawns;
    for (std::size_t i = 0; i < found->size(); ++i) {
      if (!(*found)[i].is_object()) {
        error(entry_.field_origins.at("spawn").pointer / i,
              "\"spawn[" + std::to_string(i) + "]\" must be an object, found " + json::describe_found((*found)[i]));
        continue;
      }
      if (auto spawn = read_spawn(spawn_entry(i, (*found)[i]), placeable)) spawns.push_back(std::move(*spawn));
    }
    return spawns;
  }

  std::optional<ScenarioSpawn> read_spawn(const EntrySource& source, KnownNames& placeable) {
    FieldReader spawn(source, diagnostics_);
    const std::string name = spawn.string("name");
    const core::Point tile{spawn.integer("x", 0, kLargestCoordinate), spawn.integer("y", 0, kLargestCoordinate)};
    spawn.warn_unread_fields();
    if (name.empty()) return std::nullopt;
    if (!placeable.contains(name)) {
      spawn.error_at("name", "names \"" + name + "\", which is not a monster, weapon, armour, microchip, item or door" +
                                 placeable.did_you_mean(name));
      return std::nullopt;
    }
    return ScenarioSpawn{{name, entry_.document->position_of(source.field_origins.at("name").pointer)}, tile};
  }

  const EntrySource& entry_;
  const Database& database_;
  json::Diagnostics& diagnostics_;
  FieldReader reader_;
};

ScenarioLoadResult read_scenario(const std::optional<ContentFile>& file, const Database& database,
                                 json::Diagnostics diagnostics) {
  ScenarioLoadResult result{std::nullopt, std::move(diagnostics)};
  if (!file) return result;
  const std::optional<EntrySource> entry = read_single_entry(*file, kScenarioKey, result.diagnostics);
  if (!entry) return result;
  Scenario scenario = ScenarioReader(*entry, database, result.diagnostics).read();
  if (!result.diagnostics.has_errors()) result.scenario = std::move(scenario);
  return result;
}

}  // namespace

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
