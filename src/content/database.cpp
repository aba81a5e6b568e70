#include "content/database.h"

#include <map>
#include <set>

#include "content/content_file.h"
#include "content/definition_readers.h"
#include "content/known_names.h"

namespace content {

namespace {

// "data/monsters.json": short enough for a message, long enough to find the file.
std::string display_name(const std::filesystem::path& data_dir, const std::string& file_name) {
  std::filesystem::path folder = data_dir.filename().empty() ? data_dir.parent_path().filename() : data_dir.filename();
  return (folder / file_name).string();
}

// Everything read so far, with the reader of each entry kept so that
// cross-reference problems can point at the right field.
struct Loader {
  json::Diagnostics diagnostics;
  std::map<std::string, ContentFile> files;  // a map keeps each file's address stable
  Database database;
  std::map<std::string, std::string> owner_of_name;  // definition name -> the file defining it

  const ContentFile* load(const std::filesystem::path& data_dir, const std::string& file_name) {
    auto file = load_content_file(data_dir / file_name, display_name(data_dir, file_name), diagnostics);
    if (!file) return nullptr;
    return &files.emplace(file_name, std::move(*file)).first->second;
  }

  // Names are how the factory and the world refer to definitions: each must be unique across all files.
  // The first definition of a name is the one kept, so its place is the one remembered.
  void claim_name(FieldReader& reader, const std::string& name, const std::string& file) {
    if (name.empty()) return;
    const auto [existing, inserted] = owner_of_name.emplace(name, file);
    if (!inserted) return reader.error_at("name", "\"" + name + "\" is already defined in " + existing->second);
    database.places.emplace(name, DefinitionPlace{file, reader.position_of("name")});
  }

  void check_sprite(FieldReader& reader, const std::string& sprite, const SpriteCheck& sprite_exists) {
    if (sprite_exists && !sprite.empty() && !sprite_exists(sprite)) {
      reader.error_at("sprite", "names \"" + sprite + "\", which is not in the texture atlas");
    }
  }

  template <class Definition, class Read>
  std::vector<Definition> read_list(const std::filesystem::path& data_dir, const std::string& file_name,
                                    const std::string& list_key, const SpriteCheck& sprite_exists, Read read) {
    std::vector<Definition> definitions;
    const ContentFile* file = load(data_dir, file_name);
    if (!file) return definitions;
    const EntryList entries = read_entry_list(*file, list_key, diagnostics);
    definitions.reserve(entries.size());
    for (std::size_t i = 0; i < entries.size(); ++i) {
      const EntrySource entry = entries.entry(i);
      FieldReader reader(entry, diagnostics);
      Definition definition = read(reader);
      claim_name(reader, definition.look.name, file->display_name);
      check_sprite(reader, definition.look.sprite, sprite_exists);
      reader.warn_unread_fields();
      definitions.push_back(std::move(definition));
    }
    return definitions;
  }
};

// The names of one kind of definition, looked up in constant time: a mod may hold hundreds of
// thousands, each of which may refer to another.
template <class Definition>
KnownNames names_of(const std::vector<Definition>& definitions) {
  std::vector<std::string> names;
  names.reserve(definitions.size());
  for (const auto& definition : definitions) names.push_back(definition.look.name);
  return KnownNames(std::move(names));
}

void check_monster_reference(Loader& loader, KnownNames& monsters, const std::string& section, const std::string& field,
                             const std::string& name) {
  if (name.empty() || monsters.contains(name)) return;
  const auto file = loader.files.find("floors.json");
  if (file == loader.files.end()) return;
  const JsonPointer pointer = JsonPointer{} / "floors" / section / field;
  loader.diagnostics.error(file->second.display_name, file->second.document.position_of(pointer),
                           "floors: \"" + section + "." + field + "\" names \"" + name + "\", which is not a monster" +
                               monsters.did_you_mean(name));
}

// Checks that every name the floor rules and monsters refer to exists.
void check_references(Loader& loader) {
  const Database& db = loader.database;
  KnownNames monsters = names_of(db.monsters);
  check_monster_reference(loader, monsters, "monsters", "fallback", db.floors.fallback_monster);
  check_monster_reference(loader, monsters, "boss", "monster", db.floors.boss_monster);
  KnownNames items = names_of(db.items);
  const auto floors_file = loader.files.find("floors.json");
  for (std::size_t i = 0; i < db.floors.items.size() && floors_file != loader.files.end(); ++i) {
    const std::string& name = db.floors.items[i].item;
    if (name.empty() || items.contains(name)) continue;
    const JsonPointer pointer = JsonPointer{} / "floors" / "items" / i / "item";
    loader.diagnostics.error(floors_file->second.display_name, floors_file->second.document.position_of(pointer),
                             "floors: \"items[" + std::to_string(i) + "].item\" names \"" + name +
                                 "\", which is not an item" + items.did_you_mean(name));
  }
  const auto monsters_file = loader.files.find("monsters.json");
  for (std::size_t i = 0; i < db.monsters.size() && monsters_file != loader.files.end(); ++i) {
    const auto& summon = db.monsters[i].summon;
    if (!summon || monsters.contains(summon->monster)) continue;
    loader.diagnostics.error(monsters_file->second.display_name, {0, 0},
                             "\"" + db.monsters[i].look.name + "\": \"summon.monster\" names \"" + summon->monster +
                                 "\", which is not a monster");
  }
}

void read_single(Loader& loader, const std::filesystem::path& data_dir, const std::string& file_name,
                 const std::string& key, const SpriteCheck& sprite_exists) {
  const ContentFile* file = loader.load(data_dir, file_name);
  if (!file) return;
  const auto entry = read_single_entry(*file, key, loader.diagnostics);
  if (!entry) return;
  FieldReader reader(*entry, loader.diagnostics);
  if (key == "player") {
    loader.database.player = read_player(reader);
    loader.check_sprite(reader, loader.database.player.sprite, sprite_exists);
  } else if (key == "rules") {
    loader.database.rules = read_rules(reader);
  } else {
    loader.database.floors = read_floor_rules(reader);
  }
  reader.warn_unread_fields();
}

}  // namespace

const MonsterDefinition* Database::find_monster(const std::string& name) const {
  for (const auto& monster : monsters) {
    if (monster.look.name == name) return &monster;
  }
  return nullptr;
}

const Appearance* Database::find_appearance(const std::string& name) const {
  const auto matches = [&name](const auto& definition) { return definition.look.name == name; };
  for (const auto& monster : monsters)
    if (matches(monster)) return &monster.look;
  for (const auto& weapon : weapons)
    if (matches(weapon)) return &weapon.look;
  for (const auto& piece : armour)
    if (matches(piece)) return &piece.look;
  for (const auto& chip : microchips)
    if (matches(chip)) return &chip.look;
  for (const auto& item : items)
    if (matches(item)) return &item.look;
  return nullptr;
}

const DefinitionPlace* Database::place_of(const std::string& name) const {
  const auto found = places.find(name);
  return found == places.end() ? nullptr : &found->second;
}

std::vector<std::string> Database::all_names() const {
  std::vector<std::string> names;
  for (const auto& monster : monsters) names.push_back(monster.look.name);
  for (const auto& weapon : weapons) names.push_back(weapon.look.name);
  for (const auto& piece : armour) names.push_back(piece.look.name);
  for (const auto& chip : microchips) names.push_back(chip.look.name);
  for (const auto& item : items) names.push_back(item.look.name);
  return names;
}

LoadResult load_database(const std::filesystem::path& data_dir, const SpriteCheck& sprite_exists) {
  Loader loader;
  Database& db = loader.database;
  db.monsters = loader.read_list<MonsterDefinition>(data_dir, "monsters.json", "monsters", sprite_exists, read_monster);
  db.weapons =
      loader.read_list<EquipmentDefinition>(data_dir, "weapons.json", "weapons", sprite_exists,
                                            [](FieldReader& r) { return read_equipment(r, EquipmentSlot::Weapon); });
  db.armour =
      loader.read_list<EquipmentDefinition>(data_dir, "armour.json", "armour", sprite_exists,
                                            [](FieldReader& r) { return read_equipment(r, EquipmentSlot::Armour); });
  db.microchips =
      loader.read_list<MicrochipDefinition>(data_dir, "microchips.json", "microchips", sprite_exists, read_microchip);
  db.items = loader.read_list<ItemDefinition>(data_dir, "items.json", "items", sprite_exists, read_item);
  read_single(loader, data_dir, "floors.json", "floors", sprite_exists);
  read_single(loader, data_dir, "player.json", "player", sprite_exists);
  read_single(loader, data_dir, "rules.json", "rules", sprite_exists);
  check_references(loader);

  LoadResult result;
  if (!loader.diagnostics.has_errors()) result.database = std::move(loader.database);
  result.diagnostics = std::move(loader.diagnostics);
  return result;
}

}  // namespace content
