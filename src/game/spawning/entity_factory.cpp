// SPDX-License-Identifier: MIT
#include "game/spawning/entity_factory.h"

#include <algorithm>

#include "content/builtin_things.h"
#include "game/spawning/entity_inits.h"
#include "json/suggest.h"

namespace game {

EntityFactory::EntityFactory(content::Database database) : database_(std::move(database)) {
  register_builtins();
  register_content();
  resolve_floor_kinds();
}

KindId EntityFactory::register_init(const std::string& name, EntityInit init) {
  if (const std::optional<KindId> known = find(name)) {
    kinds_[known->index].init = std::move(init);
    return *known;
  }
  const KindId kind{kinds_.size()};
  kinds_.push_back({name, std::move(init)});
  by_name_.emplace(name, kind);
  return kind;
}

std::optional<KindId> EntityFactory::find(std::string_view name) const {
  const auto found = by_name_.find(name);
  if (found == by_name_.end()) return std::nullopt;
  return found->second;
}

std::vector<std::string> EntityFactory::names() const {
  std::vector<std::string> names;
  for (const auto& [name, kind] : by_name_) names.push_back(name);
  return names;
}

CreateResult EntityFactory::create(std::string_view name, const SpawnContext& context) const {
  const std::optional<KindId> kind = find(name);
  if (!kind) {
    const std::string wanted(name);
    return {std::nullopt, "no entity is named \"" + wanted + "\"" + json::did_you_mean(wanted, names())};
  }
  return {create(*kind, context), ""};
}

void EntityFactory::register_builtins() {
  builtins_.stairs_up =
      register_init("Stairs (Up)", [](const SpawnContext&) { return make_stairs(StairsDirection::Up); });
  builtins_.stairs_down =
      register_init("Stairs (Down)", [](const SpawnContext&) { return make_stairs(StairsDirection::Down); });
  builtins_.locked_door =
      register_init(std::string(content::kLockedDoorName), [](const SpawnContext&) { return make_door(); });
  builtins_.open_door =
      register_init(std::string(content::kOpenDoorName), [](const SpawnContext&) { return make_open_door(); });
}

// Each init function reads its definition from the factory's own copy of the
// database (which lives as long as the factory), so later edits to the
// caller's database cannot change it.
template <class Definition, class Make>
std::vector<KindId> EntityFactory::register_each(const std::vector<Definition>& definitions, Make make) {
  std::vector<KindId> kinds;
  for (const Definition& definition : definitions) {
    kinds.push_back(register_init(
        definition.look.name, [&definition, make](const SpawnContext& context) { return make(definition, context); }));
  }
  return kinds;
}

void EntityFactory::register_content() {
  const content::FloorRules& rules = database_.floors;
  definitions_.monsters = register_each(database_.monsters, make_monster);
  const auto make_piece = [&rules](const content::EquipmentDefinition& definition, const SpawnContext& context) {
    return make_equipment(definition, rules, context);
  };
  definitions_.weapons = register_each(database_.weapons, make_piece);
  definitions_.armour = register_each(database_.armour, make_piece);
  definitions_.microchips = register_each(database_.microchips, make_microchip);
  definitions_.items = register_each(database_.items, [](const content::ItemDefinition& definition,
                                                         const SpawnContext&) { return make_item(definition); });
  definitions_.traps = register_each(database_.traps, [](const content::TrapDefinition& definition,
                                                         const SpawnContext&) { return make_trap(definition); });
}

std::vector<FloorItemKind> EntityFactory::resolve_items(const std::vector<content::FloorItemRule>& rules) const {
  std::vector<FloorItemKind> kinds;
  for (const content::FloorItemRule& rule : rules) {
    const auto item =
        std::find_if(database_.items.begin(), database_.items.end(),
                     [&](const content::ItemDefinition& definition) { return definition.look.name == rule.item; });
    const bool is_key = item != database_.items.end() && item->traits.effect == content::ItemEffect::Unlock;
    kinds.push_back({find(rule.item), is_key});
  }
  return kinds;
}

std::vector<PackKinds> EntityFactory::resolve_packs(const std::vector<content::PackRule>& rules) const {
  std::vector<PackKinds> kinds;
  for (const content::PackRule& rule : rules) {
    PackKinds pack{find(rule.leader), {}};
    for (const content::PackMember& member : rule.members)
      pack.members.emplace_back(find(member.monster), member.count);
    kinds.push_back(std::move(pack));
  }
  return kinds;
}

BandKinds EntityFactory::resolve_band(const content::FloorBand& band) const {
  BandKinds kinds;
  if (band.monsters) {
    for (const content::WeightedMonster& line : band.monsters->table)
      kinds.monsters.push_back({find(line.monster), line.weight, line.floors});
    // Monsters that join the tables of their floors' bands by their own spawn weight (a mod's new monster).
    for (std::size_t i = 0; i < database_.monsters.size(); ++i) {
      const std::optional<content::SpawnRule>& spawn = database_.monsters[i].spawn;
      if (!spawn || spawn->weight == 0) continue;
      if (spawn->last_floor < band.floors.min || spawn->first_floor > band.floors.max) continue;
      kinds.monsters.push_back({definitions_.monsters[i], spawn->weight, {spawn->first_floor, spawn->last_floor}});
    }
  }
  if (band.items) kinds.items = resolve_items(*band.items);
  if (band.packs) kinds.packs = resolve_packs(*band.packs);
  if (band.traps) {
    for (const content::FloorTrapRule& rule : *band.traps)
      kinds.traps.push_back({find(rule.trap), rule.count, rule.chance});
  }
  return kinds;
}

void EntityFactory::resolve_floor_kinds() {
  const content::FloorRules& rules = database_.floors;
  floor_kinds_.fallback_monster = find(rules.fallback_monster);
  if (!rules.boss_monster.empty()) floor_kinds_.boss = find(rules.boss_monster);
  floor_kinds_.items = resolve_items(rules.items);
  for (std::size_t i = 0; i < database_.weapons.size(); ++i) {
    if (database_.weapons[i].on_floors) floor_kinds_.weapons.push_back(definitions_.weapons[i]);
  }
  for (std::size_t i = 0; i < database_.armour.size(); ++i) {
    if (database_.armour[i].on_floors) floor_kinds_.armour.push_back(definitions_.armour[i]);
  }
  floor_kinds_.packs = resolve_packs(rules.packs);
  for (const content::FloorBand& band : rules.bands) floor_kinds_.bands.push_back(resolve_band(band));
  for (const content::Guardian& guardian : rules.guardians) floor_kinds_.guardians.push_back(find(guardian.monster));
  for (const content::RoomDefinition& room : database_.rooms) {
    RoomKinds kinds;
    for (const content::RoomPlaceholder& entry : room.legend)
      kinds.legend.push_back(entry.name.empty() ? std::nullopt : find(entry.name));
    floor_kinds_.rooms.push_back(std::move(kinds));
  }
  for (std::size_t i = 0; i < database_.items.size() && !floor_kinds_.key; ++i) {
    if (database_.items[i].traits.effect == content::ItemEffect::Unlock) floor_kinds_.key = definitions_.items[i];
  }
}

}  // namespace game
