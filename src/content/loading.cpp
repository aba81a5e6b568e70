// SPDX-License-Identifier: MIT
#include "content/loading.h"

#include <algorithm>
#include <array>
#include <cstdio>
#include <map>
#include <memory>
#include <set>
#include <tuple>
#include <type_traits>
#include <unordered_set>

#include "content/content_file.h"
#include "content/content_layers.h"
#include "content/definition_readers.h"
#include "content/entry_list.h"
#include "content/floor_references.h"
#include "content/known_names.h"
#include "content/layered_single.h"
#include "content/mod_order.h"
#include "content/room_readers.h"
#include "content/sound_files.h"
#include "json/suggest.h"
#include "sounds/sound_file_bytes.h"

namespace content {

namespace {

// Everything read so far, with what is needed to point cross-reference problems at the right field.
struct Loader {
  json::Diagnostics& diagnostics;
  LayerFiles files;
  Database database = {};
  std::optional<EntryList> monster_entries = {};  // kept for the summons, checked once all is read
  std::optional<EntryList> weapon_entries = {};   // kept for the ranged weapons' ammunition
  std::optional<EntryList> room_entries = {};     // kept for the names the rooms' legends use
  std::optional<EntrySource> floors_entry = {};   // kept for the names the floor rules use
  std::set<std::string> listed_files = {};        // the files whose every name could be read
  std::size_t sprite_suggestions = 0;
  std::optional<KnownNames> sounds;  // what a "sounds" field may name; unchecked when absent

  // The fingerprint hashes each entry as the readers were given it, after copy-from, extend, delete and
  // the mods' replacements, in list order, rather than the typed definitions: a hand-written hash of each
  // definition would have to learn of every new field, while this covers whatever the readers read (and
  // a field they warned about). Hashing the values the entry already holds costs a few percent of reading
  // them.
  void add_to_fingerprint(const std::string& file_name, const JsonHasher& hasher) {
    database.fingerprint.files.push_back({file_name, hasher.hash()});
  }

  // Names are how the factory and the world refer to definitions: each must be unique across all files.
  // The first definition of a name is the one kept, so its place is the one remembered.
  void claim_name(FieldReader& reader, const std::string& name, const EntrySource& entry) {
    if (name.empty()) return;
    // One map both finds a name defined twice and tells where each is defined: with hundreds of
    // thousands of definitions, a second map of the names cost a sixth of the memory of a load.
    const auto [existing, inserted] = database.places.try_emplace(name);
    if (!inserted) return reader.error_at("name", "\"" + name + "\" is already defined in " + existing->second.file);
    existing->second = DefinitionPlace{entry.file, reader.position_of("name"), entry.mod_id};
  }

  void check_sprite(FieldReader& reader, const std::string& sprite, const SpriteCheck& sprite_exists) {
    if (!sprite_exists.exists || sprite.empty() || sprite_exists.exists(sprite)) return;
    // As KnownNames does: only the first mistakes are compared with every name the atlas has.
    const bool suggest = sprite_suggestions++ < KnownNames::kSuggestedMistakes;
    reader.error_at("sprite", "names \"" + sprite + "\", which is not in the texture atlas" +
                                  (suggest ? json::did_you_mean(sprite, sprite_exists.names) : ""));
  }

  // Where a monster's behaviour is written, field by field, for the debug console's `ai`.
  void note_behaviour_places(const FieldReader& reader, const std::string& name, const EntrySource& entry) {
    std::vector<std::pair<std::string, DefinitionPlace>> written;
    for (const char* field : kBehaviourFields) {
      if (!reader.has(field)) continue;
      const std::string& file = reader.file_writing(field);
      // A field copied from another file's entry names that file; its mod is the one whose file it is.
      written.emplace_back(field,
                           DefinitionPlace{file, reader.position_of(field), file == entry.file ? entry.mod_id : ""});
    }
    if (!written.empty()) database.behaviour_places[name] = std::move(written);
  }

  // A monster's projectiles have sprites of their own, each checked where its ability is written.
  void check_ability_sprites(FieldReader& reader, const std::vector<Ability>& abilities,
                             const SpriteCheck& sprite_exists) {
    if (!reader.has("abilities")) return;
    std::vector<FieldReader> written = reader.object_list("abilities", {});
    for (std::size_t i = 0; i < abilities.size() && i < written.size(); ++i)
      check_sprite(written[i], abilities[i].sprite, sprite_exists);
  }

  // Each sound a definition names must be one of the game's or its mods' sound files.
  void check_sounds(FieldReader& reader, const SoundNames& named) {
    if (!sounds) return;
    const std::pair<const char*, const std::string*> fields[] = {{"hit", &named.hit},
                                                                 {"hurt", &named.hurt},
                                                                 {"death", &named.death},
                                                                 {"use", &named.use},
                                                                 {"pickup", &named.pickup}};
    for (const auto& [field, sound] : fields) {
      if (sound->empty() || sounds->contains(*sound)) continue;
      reader.object("sounds", {})
          .error_at(field, "names \"" + *sound + "\", which is not a sound of the game or its mods" +
                               sounds->did_you_mean(*sound));
    }
  }

  template <class Definition, class Read>
  std::vector<Definition> read_list(const std::string& file_name, const std::string& list_key,
                                    const SpriteCheck& sprite_exists, Read read) {
    std::vector<Definition> definitions;
    const std::vector<const ContentFile*> layers = files.load(file_name);
    if (layers.empty()) return definitions;
    EntryList entries = read_layered_list(layers, list_key, diagnostics);
    // A layer's file that does not parse, or holds no list, leaves its names out.
    if (files.read_every_layer(file_name) && entries.every_layer_listed()) listed_files.insert(file_name);
    definitions.reserve(entries.size());
    JsonHasher hasher;
    for (std::size_t i = 0; i < entries.size(); ++i) {
      const EntrySource entry = entries.entry(i);
      hasher.add(entry.object());
      FieldReader reader(entry, diagnostics);
      Definition definition = read(reader);
      claim_name(reader, definition.look.name, entry);
      check_sprite(reader, definition.look.sprite, sprite_exists);
      if constexpr (std::is_same_v<Definition, MonsterDefinition>) {
        check_ability_sprites(reader, definition.traits.abilities, sprite_exists);
        note_behaviour_places(reader, definition.look.name, entry);
      }
      check_sounds(reader, definition.look.sounds);
      reader.warn_unread_fields();
      definitions.push_back(std::move(definition));
    }
    add_to_fingerprint(file_name, hasher);
    if (list_key == "monsters") monster_entries.emplace(std::move(entries));
    if (list_key == "weapons") weapon_entries.emplace(std::move(entries));
    if (list_key == "rooms") room_entries.emplace(std::move(entries));
    return definitions;
  }
};

// The floor rules name monsters and items, wherever each name is written (in the data or a mod); a
// kind of name whose files could not all be read is not checked (null).
void check_floor_references(Loader& loader, KnownNames* monsters, KnownNames* items, KnownNames* traps) {
  if (!loader.floors_entry) return;
  const FloorRules& floors = loader.database.floors;
  FieldReader reader(*loader.floors_entry, loader.diagnostics);
  if (monsters) {
    check_monster_reference(reader.object("monsters", {}), *monsters, "fallback", floors.fallback_monster);
    check_monster_reference(reader.object("boss", {}), *monsters, "monster", floors.boss_monster);
    check_pack_references(reader, *monsters, floors.packs);
  }
  check_band_references(reader, monsters, items, traps,
                        loader.listed_files.contains("rooms.json") ? &loader.database.rooms : nullptr, floors);
  if (items) check_item_references(reader, *items, floors.items);
}

// Whether each monster its summon abilities name exists.
bool summons_known(const MonsterTraits& traits, KnownNames& monsters) {
  return std::ranges::all_of(traits.abilities, [&](const Ability& ability) {
    return ability.kind != AbilityKind::Summon || ability.summon.monster.empty() ||
           monsters.contains(ability.summon.monster);
  });
}

void check_summons(Loader& loader, KnownNames& monsters) {
  const std::vector<MonsterDefinition>& all = loader.database.monsters;
  for (std::size_t i = 0; i < all.size() && loader.monster_entries && i < loader.monster_entries->size(); ++i) {
    const MonsterTraits& traits = all[i].traits;
    if (summons_known(traits, monsters)) continue;  // the common case: no entry is read again
    const EntrySource entry = loader.monster_entries->entry(i);
    FieldReader reader(entry, loader.diagnostics);
    std::vector<FieldReader> written =
        reader.has("abilities") ? reader.object_list("abilities", {}) : std::vector<FieldReader>{};
    for (std::size_t a = 0; a < traits.abilities.size() && a < written.size(); ++a) {
      if (traits.abilities[a].kind == AbilityKind::Summon)
        check_monster_reference(written[a], monsters, "monster", traits.abilities[a].summon.monster);
    }
  }
}

// The first band on `floors` that draws from a monster table, when no band's table lists `name`: a kind
// the tables place somewhere keeps its chance for the floors in no band, as the tutorial's mice do.
const FloorBand* band_without(const std::vector<FloorBand>& bands, IntRange floors, const std::string& name) {
  const auto lists = [&](const FloorBand& band) {
    return band.monsters &&
           std::ranges::any_of(band.monsters->table, [&](const WeightedMonster& line) { return line.monster == name; });
  };
  if (std::ranges::any_of(bands, lists)) return nullptr;
  const auto tabled = std::ranges::find_if(bands, [&](const FloorBand& band) {
    return band.monsters && band.floors.max >= floors.min && band.floors.min <= floors.max;
  });
  return tabled == bands.end() ? nullptr : &*tabled;
}

// A monster given a spawn chance but no weight, on floors whose bands draw from tables that do not list it,
// would never appear there: the chance is for the spawn roll of floors in no band.
void check_spawns_reach_bands(Loader& loader) {
  const std::vector<MonsterDefinition>& all = loader.database.monsters;
  for (std::size_t i = 0; i < all.size() && loader.monster_entries && i < loader.monster_entries->size(); ++i) {
    const std::optional<SpawnRule>& spawn = all[i].spawn;
    if (!spawn || spawn->weight > 0 || spawn->chance == 0) continue;
    const FloorBand* band =
        band_without(loader.database.floors.bands, {spawn->first_floor, spawn->last_floor}, all[i].look.name);
    if (band == nullptr) continue;
    const EntrySource entry = loader.monster_entries->entry(i);
    FieldReader reader(entry, loader.diagnostics);
    reader.warn_at("spawn", "gives a chance, which only the spawn roll of floors in no band uses; floors " +
                                std::to_string(band->floors.min) + "-" + std::to_string(band->floors.max) +
                                " are the band \"" + band->name +
                                "\", and no band's monster table lists it: give the spawn a \"weight\" to join the "
                                "tables of its floors' bands");
  }
}

// A ranged weapon's ammunition must be a throwable of items.json, where its "fires" is written.
void check_ammunition(Loader& loader) {
  const std::vector<EquipmentDefinition>& weapons = loader.database.weapons;
  for (std::size_t i = 0; i < weapons.size() && loader.weapon_entries && i < loader.weapon_entries->size(); ++i) {
    if (!weapons[i].traits.fires) continue;
    const std::string& name = weapons[i].traits.fires->ammunition;
    const auto item = std::ranges::find_if(
        loader.database.items, [&](const ItemDefinition& definition) { return definition.look.name == name; });
    if (name.empty() || (item != loader.database.items.end() && item->traits.effect == ItemEffect::Throw)) continue;
    const EntrySource entry = loader.weapon_entries->entry(i);
    FieldReader reader(entry, loader.diagnostics);
    if (item == loader.database.items.end()) {
      KnownNames items = names_of(loader.database.items);
      reader.object("fires", {})
          .error_at("ammunition", "names \"" + name + "\", which is not an item" + items.did_you_mean(name));
    } else {
      reader.object("fires", {})
          .error_at("ammunition", "names \"" + name + "\", an item whose effect is not \"throw\"");
    }
  }
}

// The names of everything that can lie on a floor and be picked up: items, weapons, armour, microchips.
KnownNames names_of_things(const Database& database) {
  std::vector<std::string> names;
  for (const auto* list : {&database.weapons, &database.armour})
    for (const auto& definition : *list) names.push_back(definition.look.name);
  for (const auto& definition : database.microchips) names.push_back(definition.look.name);
  for (const auto& definition : database.items) names.push_back(definition.look.name);
  return KnownNames(std::move(names));
}

// What a room's legend names, where each is written, and a key item for its keys. Each kind of name is
// checked only when its files could all be read (null otherwise).
struct RoomNames {
  KnownNames* monsters;
  KnownNames* things;
  KnownNames* traps;
  bool has_key_item;
};

void check_room_legend(FieldReader& room_reader, const RoomDefinition& room, RoomNames& names) {
  std::vector<FieldReader> legend =
      room_reader.has("legend") ? room_reader.object_list("legend", {}) : std::vector<FieldReader>{};
  for (std::size_t i = 0; i < room.legend.size() && i < legend.size(); ++i) {
    const RoomPlaceholder& entry = room.legend[i];
    if (entry.name.empty()) continue;
    const auto [field, known, what] =
        entry.thing == RoomThing::Monster ? std::tuple{"monster", names.monsters, "a monster"}
        : entry.thing == RoomThing::Trap  ? std::tuple{"trap", names.traps, "a trap"}
                                          : std::tuple{"item", names.things, "an item, weapon, armour or microchip"};
    if (known == nullptr || known->contains(entry.name)) continue;
    legend[i].error_at(field, "names \"" + entry.name + "\", which is not " + what + known->did_you_mean(entry.name));
  }
  const bool wants_keys = room.keys_outside > 0 || std::ranges::any_of(room.map, [](const std::string& row) {
                            return row.find(room_glyph::kKey) != std::string::npos;
                          });
  if (wants_keys && !names.has_key_item)
    room_reader.error_at("map", "has keys, but items.json has no item whose effect is \"unlock\" to be its key");
}

void check_room_references(Loader& loader, RoomNames names) {
  const std::vector<RoomDefinition>& rooms = loader.database.rooms;
  for (std::size_t i = 0; i < rooms.size() && loader.room_entries && i < loader.room_entries->size(); ++i) {
    const EntrySource entry = loader.room_entries->entry(i);
    FieldReader reader(entry, loader.diagnostics);
    check_room_legend(reader, rooms[i], names);
  }
}

// Checks that every name the floor rules and monsters refer to exists, in the merged content. Names are
// looked for only in the files whose every layer could be read: when monsters.json does not parse,
// "Tough Mouse" is not reported as unknown beside the one real mistake.
void check_references(Loader& loader) {
  KnownNames monsters = names_of(loader.database.monsters);
  KnownNames items = names_of(loader.database.items);
  KnownNames traps = names_of(loader.database.traps);
  const bool monsters_listed = loader.listed_files.contains("monsters.json");
  if (monsters_listed) check_summons(loader, monsters);
  if (monsters_listed && loader.floors_entry) check_spawns_reach_bands(loader);
  check_floor_references(loader, monsters_listed ? &monsters : nullptr,
                         loader.listed_files.contains("items.json") ? &items : nullptr,
                         loader.listed_files.contains("traps.json") ? &traps : nullptr);
  if (loader.listed_files.contains("items.json") && loader.listed_files.contains("weapons.json"))
    check_ammunition(loader);
  const bool things_listed =
      std::ranges::all_of(std::array{"weapons.json", "armour.json", "microchips.json", "items.json"},
                          [&](const char* file) { return loader.listed_files.contains(file); });
  KnownNames things = names_of_things(loader.database);
  const bool has_key_item =
      !things_listed || std::ranges::any_of(loader.database.items, [](const ItemDefinition& item) {
        return item.traits.effect == ItemEffect::Unlock;
      });
  check_room_references(loader, {monsters_listed ? &monsters : nullptr, things_listed ? &things : nullptr,
                                 loader.listed_files.contains("traps.json") ? &traps : nullptr, has_key_item});
}

void read_single(Loader& loader, const std::string& file_name, const std::string& key,
                 const SpriteCheck& sprite_exists) {
  const std::vector<const ContentFile*> layers = loader.files.load(file_name);
  std::optional<EntrySource> entry = read_layered_single(layers, key, loader.diagnostics);
  if (!entry) return;
  JsonHasher hasher;
  hasher.add(entry->object());
  loader.add_to_fingerprint(file_name, hasher);
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
  if (key == "floors") loader.floors_entry = std::move(entry);
}

void read_definitions(Loader& loader, const SpriteCheck& sprite_exists) {
  Database& db = loader.database;
  db.monsters = loader.read_list<MonsterDefinition>("monsters.json", "monsters", sprite_exists, read_monster);
  db.weapons = loader.read_list<EquipmentDefinition>("weapons.json", "weapons", sprite_exists, [](FieldReader& r) {
    return read_equipment(r, EquipmentSlot::Weapon);
  });
  db.armour = loader.read_list<EquipmentDefinition>(
      "armour.json", "armour", sprite_exists, [](FieldReader& r) { return read_equipment(r, EquipmentSlot::Armour); });
  db.microchips = loader.read_list<MicrochipDefinition>("microchips.json", "microchips", sprite_exists, read_microchip);
  db.items = loader.read_list<ItemDefinition>("items.json", "items", sprite_exists, read_item);
  read_single(loader, "floors.json", "floors", sprite_exists);
  read_single(loader, "player.json", "player", sprite_exists);
  read_single(loader, "rules.json", "rules", sprite_exists);
  db.traps = loader.read_list<TrapDefinition>("traps.json", "traps", sprite_exists, read_trap);
  db.rooms = loader.read_list<RoomDefinition>("rooms.json", "rooms", sprite_exists, read_room);
  check_references(loader);
}

// "120.0", "121.5": seconds as a message gives them.
std::string seconds_text(double seconds) {
  std::array<char, 32> text{};
  std::snprintf(text.data(), text.size(), "%.1f", seconds);
  return text.data();
}

// A mod's own sound files are checked where a modder runs --check-data or F5, before they are ever
// played; the game's own are made by the build and trusted. Besides each file's own limits, the
// recipes of one folder may only make so much sound together (sounds::kMaxFolderRecipeSeconds).

void check_mod_sounds(const SoundFiles& found, const std::filesystem::path& game_sounds,
                      json::Diagnostics& diagnostics) {
  std::map<std::filesystem::path, double> seconds_by_folder;
  for (const auto& [name, file] : found.by_name) {
    if (file.parent_path() == game_sounds) continue;
    const sounds::SoundFileCheck check = sounds::check_sound_file(file);
    for (const core::ParseError& problem : check.errors) {
      diagnostics.error(problem.file, {problem.line, problem.column}, problem.message);
    }
    double& folder_seconds = seconds_by_folder[file.parent_path()];
    const bool was_within = folder_seconds <= sounds::kMaxFolderRecipeSeconds;
    folder_seconds += check.recipe_seconds;
    if (was_within && folder_seconds > sounds::kMaxFolderRecipeSeconds) {
      diagnostics.error(file.string(), {0, 0},
                        "with this recipe the recipes of its folder make " + seconds_text(folder_seconds) +
                            " seconds of sound together, more than the " +
                            seconds_text(sounds::kMaxFolderRecipeSeconds) + " one folder's may");
    }
  }
}

// The sounds of the game and of `mods`, when the game's own folder is known; a mod's file that cannot
// be a sound is warned about, not an error: nothing can name it. With the game's sounds missing the
// names are not checked, with a warning: a missing sound is silence, never a reason not to play.
std::optional<KnownNames> known_sounds(const ContentSources& sources, const std::vector<ModInfo>& mods,
                                       json::Diagnostics& diagnostics) {
  if (sources.sound_dir.empty()) return std::nullopt;
  std::error_code error;
  if (!std::filesystem::is_directory(sources.sound_dir, error)) {
    diagnostics.warning(sources.sound_dir.string(), {0, 0},
                        "the game's sounds are missing, so the game is silent and sound names are not checked");
    return std::nullopt;
  }
  std::vector<std::filesystem::path> folders;
  for (const ModInfo& mod : mods) folders.push_back(mod.folder);
  SoundFiles found = find_sound_files(sources.sound_dir, folders);
  for (const std::string& problem : found.problems) diagnostics.warning("", {0, 0}, problem);
  check_mod_sounds(found, sources.sound_dir, diagnostics);
  std::vector<std::string> names;
  for (auto& [name, file] : found.by_name) names.push_back(name);
  return KnownNames(std::move(names));
}

}  // namespace

SpriteCheck SpriteCheck::of(std::vector<std::string> names) {
  auto lookup = std::make_shared<const std::unordered_set<std::string>>(names.begin(), names.end());
  return {[lookup](const std::string& name) { return lookup->contains(name); }, std::move(names)};
}

LoadResult load_database(const std::filesystem::path& data_dir, const SpriteCheck& sprite_exists) {
  return load_database(ContentSources{data_dir, {}}, sprite_exists);
}

LoadResult load_database(const ContentSources& sources, const SpriteCheck& sprite_exists) {
  return load_database(sources, resolve_mods(sources.mod_dirs), sprite_exists);
}

LoadResult load_database(const ContentSources& sources, const ResolvedMods& resolved,
                         const SpriteCheck& sprite_exists) {
  LoadResult result;
  result.diagnostics = resolved.diagnostics;
  const std::vector<ModInfo>& mods = resolved.mods;
  Loader loader{.diagnostics = result.diagnostics,
                .files = LayerFiles(layers_of(sources.data_dir, mods), result.diagnostics),
                .sounds = known_sounds(sources, mods, result.diagnostics)};
  for (const ModInfo& mod : mods) loader.database.fingerprint.mods.push_back({mod.id, mod.version});
  read_definitions(loader, sprite_exists);
  if (!result.diagnostics.has_errors()) result.database = std::move(loader.database);
  for (const ModInfo& mod : mods) result.mods.push_back({mod.id, mod.version, mod.name, mod.folder});
  return result;
}

}  // namespace content
