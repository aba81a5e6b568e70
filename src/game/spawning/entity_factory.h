// SPDX-License-Identifier: MIT
#pragma once

#include <functional>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "content/database.h"
#include "core/rng.h"
#include "game/model/entity.h"

namespace game {

// What an init function may use: the floor the entity is made for (bonuses
// grow with it) and the run's random numbers.
struct SpawnContext {
  int floor = 0;
  core::Rng& rng;
};

// Fills in a new entity of one kind; the factory then gives it an id and a place.
using EntityInit = std::function<Entity(const SpawnContext&)>;

// One kind of entity a factory can make. Names are resolved into kinds once:
// when the factory is built, for every name the data uses, or at an edge
// (a scenario, a save, a request by name). A kind is valid only for the
// factory that gave it, so nothing that outlives a content reload holds one.
struct KindId {
  std::size_t index = 0;
  friend bool operator==(KindId, KindId) = default;
};

// The built-in kinds, which every factory registers first.
struct BuiltinKinds {
  KindId stairs_up;
  KindId stairs_down;
  KindId locked_door;
  KindId open_door;
};

// The kind of each content definition, in the order of its file, so that code
// which picks a definition by position makes it without going through its name.
struct DefinitionKinds {
  std::vector<KindId> monsters;
  std::vector<KindId> weapons;
  std::vector<KindId> armour;
  std::vector<KindId> microchips;
  std::vector<KindId> items;
  std::vector<KindId> traps;
};

// One "items" rule of floors.json with the kind it names (absent if the name
// is unknown) and whether that item is a key, which generation locks a door for.
struct FloorItemKind {
  std::optional<KindId> kind;
  bool is_key = false;
};

// A pack rule's monsters, resolved; a name the data does not know is no kind, and is left out.
struct PackKinds {
  std::optional<KindId> leader;
  std::vector<std::pair<std::optional<KindId>, content::IntRange>> members;  // kind and how many
};

// A line of a band's monster table, resolved: the kind (none for a name the data does not know), its
// weight, and the floors it is drawn on.
struct WeightedKind {
  std::optional<KindId> kind;
  int weight = 1;
  content::IntRange floors;
};

// A band's "traps" rule with the kind it names (none for a name the data does not know).
struct FloorTrapKind {
  std::optional<KindId> kind;
  content::IntRange count;
  int chance = 100;
};

// A band's monster table, items, packs and traps, resolved; what the band leaves out is empty.
struct BandKinds {
  std::vector<WeightedKind> monsters;  // in the table's order
  std::vector<FloorItemKind> items;    // one per rule, when the band has items
  std::vector<PackKinds> packs;        // one per rule, when the band has packs
  std::vector<FloorTrapKind> traps;    // one per rule, when the band has traps
};

// A special room's legend, resolved: one kind per entry of rooms.json's legend, in its order; none for an
// entry drawn by its tag, or for a name the data does not know.
struct RoomKinds {
  std::vector<std::optional<KindId>> legend;
};

// The kinds floors.json names, resolved when the factory is built.
struct FloorKinds {
  std::optional<KindId> fallback_monster;
  std::optional<KindId> boss;
  std::vector<FloorItemKind> items;              // one per rule, in the file's order
  std::vector<PackKinds> packs;                  // one per rule, in the file's order
  std::vector<BandKinds> bands;                  // one per band, in the file's order
  std::vector<std::optional<KindId>> guardians;  // one per guardian, in the file's order
  std::vector<RoomKinds> rooms;                  // one per room of rooms.json, in its order
  std::optional<KindId> key;                     // the first item that unlocks: the rooms' keys
  // The weapons and armour the floors' equipment roll chooses from: those not kept off the floors.
  std::vector<KindId> weapons;
  std::vector<KindId> armour;
};

// Either the entity made, or why not (an unknown name, with the closest names).
struct CreateResult {
  std::optional<Entity> entity;
  std::string error;
};

// The one place where names meet code: a registry from an entity's name
// ("Neo Mouse", "Crowbar", "Stairs (Up)") to the function that initialises it.
// Built-ins are registered first, then one init function per content definition.
class EntityFactory {
 public:
  // The built-ins plus every definition of `database`, which the factory keeps (a loader moves it in:
  // a big mod's definitions are not worth holding twice).
  explicit EntityFactory(content::Database database);
  // Init functions refer back to this factory's database: share it, never copy it.
  EntityFactory(const EntityFactory&) = delete;
  EntityFactory& operator=(const EntityFactory&) = delete;

  // Registers `init` under `name`; a name registered again keeps its kind and
  // takes the new init function.
  KindId register_init(const std::string& name, EntityInit init);
  bool contains(std::string_view name) const { return find(name).has_value(); }
  std::optional<KindId> find(std::string_view name) const;
  const std::string& name_of(KindId kind) const { return kinds_[kind.index].name; }
  std::vector<std::string> names() const;

  Entity create(KindId kind, const SpawnContext& context) const { return kinds_[kind.index].init(context); }
  // For the edges, where a name arrives from a file or a person.
  CreateResult create(std::string_view name, const SpawnContext& context) const;

  const content::Database& database() const { return database_; }
  const BuiltinKinds& builtins() const { return builtins_; }
  const DefinitionKinds& definitions() const { return definitions_; }
  const FloorKinds& floor_kinds() const { return floor_kinds_; }

 private:
  struct Kind {
    std::string name;
    EntityInit init;
  };

  void register_builtins();
  void register_content();
  template <class Definition, class Make>
  std::vector<KindId> register_each(const std::vector<Definition>& definitions, Make make);
  void resolve_floor_kinds();
  std::vector<FloorItemKind> resolve_items(const std::vector<content::FloorItemRule>& rules) const;
  std::vector<PackKinds> resolve_packs(const std::vector<content::PackRule>& rules) const;
  BandKinds resolve_band(const content::FloorBand& band) const;

  content::Database database_;
  std::vector<Kind> kinds_;
  std::map<std::string, KindId, std::less<>> by_name_;
  BuiltinKinds builtins_;
  DefinitionKinds definitions_;
  FloorKinds floor_kinds_;
};

}  // namespace game
