// SPDX-License-Identifier: MIT
#include "game/saving/entity_codec.h"

#include <algorithm>

#include "content/definitions.h"
#include "content/limits.h"
#include "core/utf8.h"
#include "game/model/stacks.h"
#include "game/saving/saved_limits.h"
#include "game/spawning/entity_inits.h"

namespace game {

namespace {

// Bounds that keep a doctored save from smuggling in numbers that overflow
// later arithmetic. Each is derived from what the data may hold, so a save
// the game wrote always reads back (see content/limits.h).
constexpr int kLargestRolledBonus =
    std::max(content::kBonusPerFloorLimit, content::kChipStepsPerFloorLimit) * content::kHighestFloor;
constexpr int kStatLimit = 1'000'000;
static_assert(content::kStatLimit + kLargestRolledBonus <= kStatLimit,
              "a piece of equipment with the largest bonus and roll must fit in a save");
constexpr int kCoordinateLimit = 4096;
// A thief steals once, so it carries one thing; a few more leave room for what may come.
constexpr std::size_t kCarriedLimit = 8;

nlohmann::json point_json(core::Point point) {
  return {{"x", point.x}, {"y", point.y}};
}

core::Point read_point(SavedJsonReader reader) {
  return {reader.integer("x", 0, kCoordinateLimit), reader.integer("y", 0, kCoordinateLimit)};
}

// Every number of a bonus, each written: a rolled bonus may take any of them beyond its data.
nlohmann::json bonus_json(const content::StatBonus& bonus) {
  nlohmann::json saved;
  for (const content::StatBonusNumber& number : content::kStatBonusNumbers) saved[number.key] = bonus.*number.member;
  return saved;
}

content::StatBonus read_bonus(SavedJsonReader reader) {
  content::StatBonus bonus;
  for (const content::StatBonusNumber& number : content::kStatBonusNumbers) {
    bonus.*number.member = reader.integer(number.key, -kStatLimit, kStatLimit);
  }
  return bonus;
}

// The whole-number traits of `table`, as the thing was made; a number at its fallback is left out, as
// the file it came from may leave it out.
template <typename Traits, typename Table>
void write_numbers(const Table& table, const Traits& traits, nlohmann::json& saved) {
  for (const content::TraitNumber<Traits>& number : table) {
    const int value = traits.*number.member;
    if (value != number.fallback) saved[number.key] = value;
  }
}

// One whole-number trait back, within [lowest, number.max]; its fallback when the save leaves it out.
template <typename Traits>
void restore_number(SavedJsonReader& reader, const content::TraitNumber<Traits>& number, int lowest, Traits& traits) {
  if (number.fallback && !reader.has(number.key))
    traits.*number.member = *number.fallback;
  else
    traits.*number.member = reader.integer(number.key, lowest, number.max);
}

template <typename Traits, typename Table>
void restore_numbers(SavedJsonReader& reader, const Table& table, Traits& traits) {
  for (const content::TraitNumber<Traits>& number : table) restore_number(reader, number, number.min, traits);
}

// The traits of the monster's kind, as it was made: its attack by hand, the whole numbers through their
// one table.
void write_traits(const content::MonsterTraits& traits, nlohmann::json& saved) {
  saved["attack_min"] = traits.attack.min;
  saved["attack_max"] = traits.attack.max;
  write_numbers(content::kMonsterNumbers, traits, saved);
}

nlohmann::json statuses_json(const std::vector<StatusEffect>& statuses) {
  nlohmann::json saved = nlohmann::json::array();
  for (const StatusEffect& status : statuses)
    saved.push_back({{"status", core::id_of(content::kStatusKindNames, status.kind)}, {"turns", status.turns_left}});
  return saved;
}

nlohmann::json monster_json(const Monster& monster) {
  nlohmann::json saved = {
      {"hp", monster.hp},
      {"max_hp", monster.max_hp},
      {"alert", monster.alert},
      {"memory", monster.memory},
      {"patrol_target", monster.patrol_target ? point_json(*monster.patrol_target) : nlohmann::json(nullptr)}};
  // Only a sleeper or a fleeing monster says so: most kinds never sleep or flee.
  if (monster.sleeping) saved["sleeping"] = true;
  if (monster.fleeing) saved["fleeing"] = true;
  // Only while an ability is cooling down: a monster that has only its bite never has one.
  if (!monster.cooldowns.empty()) saved["cooldowns"] = monster.cooldowns;
  // Only a pack's member has a leader.
  if (monster.leader) saved["leader"] = *monster.leader;
  // Only when the pack's data says other than to fight on, and only once it has fled for good.
  if (monster.on_leader_death != content::LeaderDeath::Fight)
    saved["on_leader_death"] = core::id_of(content::kLeaderDeathNames, monster.on_leader_death);
  if (monster.routed) saved["routed"] = true;
  if (monster.scattering > 0) saved["scattering"] = monster.scattering;
  // Only while it searches: most kinds never do.
  if (monster.search_spot) {
    saved["search_spot"] = point_json(*monster.search_spot);
    saved["search_left"] = monster.search_left;
  }
  if (monster.bound_to) saved["bound_to"] = *monster.bound_to;
  // Only while the player's throw has left a status on it.
  if (!monster.statuses.empty()) saved["statuses"] = statuses_json(monster.statuses);
  // Only a thief carries anything.
  if (!monster.carried.empty()) {
    saved["carried"] = nlohmann::json::array();
    for (const Entity& thing : monster.carried) saved["carried"].push_back(entity_to_json(thing));
  }
  // Only while an ally's buff_allies bonus lasts.
  if (monster.buff)
    saved["buff"] = {
        {"attack", monster.buff->attack}, {"defence", monster.buff->defence}, {"turns", monster.buff->turns}};
  write_traits(monster.traits, saved);
  return saved;
}

nlohmann::json inflictions_json(const std::vector<content::Infliction>& inflicts) {
  nlohmann::json saved = nlohmann::json::array();
  for (const content::Infliction& infliction : inflicts) {
    saved.push_back({{"status", core::id_of(content::kStatusKindNames, infliction.status)},
                     {"chance", infliction.chance},
                     {"turns_min", infliction.turns.min},
                     {"turns_max", infliction.turns.max}});
  }
  return saved;
}

// A throwable's flight and hit, under "throw": only throwables have it, so no other item's fields change.
nlohmann::json throwable_json(const content::ItemTraits& traits) {
  nlohmann::json saved = {{"damage_min", traits.damage.min}, {"damage_max", traits.damage.max}};
  write_numbers(content::kThrowNumbers, traits, saved);
  if (traits.breaks) saved["breaks"] = true;
  if (!traits.inflicts.empty()) saved["inflicts"] = inflictions_json(traits.inflicts);
  return saved;
}

// An item's numbers (its effect is its kind's); a single item keeps the fields saves had before
// stacks, and only a stack says its count.
nlohmann::json item_json(const Item& item) {
  nlohmann::json saved = nlohmann::json::object();
  write_numbers(content::kItemNumbers, item.traits, saved);
  if (item.traits.effect == content::ItemEffect::Throw) saved["throw"] = throwable_json(item.traits);
  // A flash's reach and statuses, under "flash": only a flash has them.
  if (item.traits.effect == content::ItemEffect::Flash)
    saved["flash"] = {{"area", item.traits.area}, {"inflicts", inflictions_json(item.traits.inflicts)}};
  if (item.count > 1) saved["count"] = item.count;
  return saved;
}

// A piece's rolled bonus and its other numbers (its slot is its kind's); a ranged weapon's shots.
nlohmann::json equipment_json(const Equipment& equipment) {
  nlohmann::json saved = {{"bonus", bonus_json(equipment.traits.bonus)}};
  write_numbers(content::kEquipmentNumbers, equipment.traits, saved);
  if (const auto& fires = equipment.traits.fires)
    saved["fires"] = {{"ammunition", fires->ammunition}, {"range", fires->range}};
  if (!equipment.traits.inflicts.empty()) saved["inflicts"] = inflictions_json(equipment.traits.inflicts);
  return saved;
}

// A trap's numbers as it was made, and whether the player has found it; its effect is its kind's.
nlohmann::json trap_json(const Trap& trap) {
  const content::TrapTraits& traits = trap.traits;
  nlohmann::json saved = {{"found", trap.found}, {"damage_min", traits.damage.min}, {"damage_max", traits.damage.max}};
  write_numbers(content::kTrapNumbers, traits, saved);
  if (!traits.inflicts.empty()) saved["inflicts"] = inflictions_json(traits.inflicts);
  return saved;
}

// The kind's name, which is also the key its own fields are kept under.
const char* kind_key(const EntityKind& kind) {
  constexpr const char* kKeys[] = {"stairs", "door", "monster", "item", "equipment", "trap"};
  static_assert(std::size(kKeys) == std::variant_size_v<EntityKind>);
  return kKeys[kind.index()];
}

nlohmann::json kind_json(const EntityKind& kind) {
  if (const auto* stairs = std::get_if<Stairs>(&kind))
    return {{"direction", core::id_of(kStairsDirectionNames, stairs->direction)}};
  if (const auto* door = std::get_if<Door>(&kind)) return {{"locked", door->locked}};
  if (const auto* monster = std::get_if<Monster>(&kind)) return monster_json(*monster);
  if (const auto* item = std::get_if<Item>(&kind)) return item_json(*item);
  if (const auto* trap = std::get_if<Trap>(&kind)) return trap_json(*trap);
  return equipment_json(std::get<Equipment>(kind));
}

void restore_traits(SavedJsonReader& reader, content::MonsterTraits& traits) {
  traits.attack.min = reader.integer("attack_min", 0, content::kStatLimit);
  traits.attack.max = reader.integer("attack_max", traits.attack.min, content::kStatLimit);
  restore_numbers(reader, content::kMonsterNumbers, traits);
}

std::vector<content::Infliction> read_inflictions(SavedJsonReader& reader) {
  std::vector<content::Infliction> inflicts;
  for (SavedJsonReader& saved : reader.object_list("inflicts", content::kAbilityLimit)) {
    content::Infliction infliction;
    infliction.status = saved.word("status", content::kStatusKindNames).value_or(content::StatusKind::Stunned);
    infliction.chance = saved.integer("chance", 0, content::kMaxPercent);
    infliction.turns.min = saved.integer("turns_min", 1, content::kTurnsLimit);
    infliction.turns.max = saved.integer("turns_max", infliction.turns.min, content::kTurnsLimit);
    inflicts.push_back(infliction);
  }
  return inflicts;
}

void restore_throwable(SavedJsonReader reader, content::ItemTraits& traits) {
  traits.damage.min = reader.integer("damage_min", 0, content::kStatLimit);
  traits.damage.max = reader.integer("damage_max", traits.damage.min, content::kStatLimit);
  restore_numbers(reader, content::kThrowNumbers, traits);
  traits.breaks = reader.has("breaks") && reader.boolean("breaks");
  traits.inflicts = reader.has("inflicts") ? read_inflictions(reader) : std::vector<content::Infliction>{};
}

void restore_item(SavedJsonReader reader, Item& item) {
  if (reader.has("throw")) restore_throwable(reader.object("throw"), item.traits);
  if (reader.has("flash")) {
    SavedJsonReader flash = reader.object("flash");
    item.traits.area = flash.integer("area", 1, content::kAreaLimit);
    item.traits.inflicts = read_inflictions(flash);
  }
  for (const content::ItemNumber& number : content::kItemNumbers) {
    // A number of one effect only is 0 in items of the others: the effect is not saved, so allow both.
    const int lowest = number.only_for ? std::min(0, number.min) : number.min;
    restore_number(reader, number, lowest, item.traits);
  }
  // "count" may be left out (format 1): an entry without it is one item.
  item.count = reader.has("count") ? reader.integer("count", 1, kStackLimit) : 1;
}

void restore_trap(SavedJsonReader reader, Trap& trap) {
  content::TrapTraits& traits = trap.traits;
  trap.found = reader.boolean("found");
  traits.damage.min = reader.integer("damage_min", 0, content::kStatLimit);
  traits.damage.max = reader.integer("damage_max", traits.damage.min, content::kStatLimit);
  for (const content::TrapNumber& number : content::kTrapNumbers) {
    // A number of one effect only is 0 in traps of the others: the effect is not saved, so allow both.
    const int lowest = number.only_for ? std::min(0, number.min) : number.min;
    restore_number(reader, number, lowest, traits);
  }
  traits.inflicts = reader.has("inflicts") ? read_inflictions(reader) : std::vector<content::Infliction>{};
}

void restore_equipment(SavedJsonReader reader, Equipment& equipment) {
  equipment.traits.bonus = read_bonus(reader.object("bonus"));
  restore_numbers(reader, content::kEquipmentNumbers, equipment.traits);
  equipment.traits.fires = std::nullopt;
  if (reader.has("fires")) {
    SavedJsonReader fires = reader.object("fires");
    equipment.traits.fires = content::Firing{fires.string("ammunition", content::kNameLimit),
                                             fires.integer("range", 1, content::kThrowRangeLimit)};
  }
  equipment.traits.inflicts = reader.has("inflicts") ? read_inflictions(reader) : std::vector<content::Infliction>{};
}

// What a thief stole: things of the pack, each saved as an entity of its own.
void restore_carried(SavedJsonReader& reader, const EntityFactory& factory, Monster& monster) {
  for (SavedJsonReader& saved : reader.object_list("carried", kCarriedLimit)) {
    std::optional<Entity> thing = entity_from_json(saved, factory);
    if (!thing) return;
    if (!is_carriable(*thing)) {
      saved.fail_data_mismatch("definition", "a monster carries only items and equipment");
      return;
    }
    monster.carried.push_back(std::move(*thing));
  }
}

void restore_monster(SavedJsonReader reader, const EntityFactory& factory, Monster& monster) {
  monster.max_hp = reader.integer("max_hp", 1, kStatLimit);
  monster.hp = reader.integer("hp", 1, monster.max_hp);
  restore_traits(reader, monster.traits);
  monster.sleeping = reader.has("sleeping") && reader.boolean("sleeping");
  monster.fleeing = reader.has("fleeing") && reader.boolean("fleeing");
  if (reader.has("leader")) monster.leader = static_cast<EntityId>(reader.integer("leader", 1, kEntityIdLimit));
  if (reader.has("on_leader_death")) {
    monster.on_leader_death =
        reader.word("on_leader_death", content::kLeaderDeathNames).value_or(content::LeaderDeath::Fight);
  }
  monster.routed = reader.has("routed") && reader.boolean("routed");
  monster.scattering = reader.has("scattering") ? reader.integer("scattering", 1, content::kTurnsLimit) : 0;
  if (reader.has("search_spot")) {
    monster.search_spot = read_point(reader.object("search_spot"));
    monster.search_left = reader.integer("search_left", 0, content::kTurnsLimit);
  }
  if (reader.has("bound_to")) monster.bound_to = static_cast<EntityId>(reader.integer("bound_to", 1, kEntityIdLimit));
  if (reader.has("cooldowns")) {
    monster.cooldowns = reader.integer_list("cooldowns", content::kAbilityLimit, 0, content::kTurnsLimit);
    // Read with changed data, the kind may list fewer abilities: the cooldowns of those left are kept.
    if (monster.cooldowns.size() > monster.traits.abilities.size())
      monster.cooldowns.resize(monster.traits.abilities.size());
  }
  if (reader.has("buff")) {
    SavedJsonReader buff = reader.object("buff");
    monster.buff = content::AllyBuff{buff.integer("attack", 0, content::kStatLimit),
                                     buff.integer("defence", 0, content::kStatLimit),
                                     buff.integer("turns", 0, content::kTurnsLimit)};
  }
  if (reader.has("statuses")) {
    for (SavedJsonReader& saved : reader.object_list("statuses", content::kStatusKindNames.size())) {
      monster.statuses.push_back(
          {saved.word("status", content::kStatusKindNames).value_or(content::StatusKind::Stunned),
           saved.integer("turns", 1, content::kTurnsLimit)});
    }
  }
  if (reader.has("carried")) restore_carried(reader, factory, monster);
  monster.alert = reader.boolean("alert");
  monster.memory = reader.integer("memory", 0, kStatLimit);
  monster.patrol_target = std::nullopt;
  if (!reader.is_null("patrol_target")) monster.patrol_target = read_point(reader.object("patrol_target"));
}

// Puts the saved state of the kind's own fields back into a freshly made entity.
void restore_kind(SavedJsonReader reader, const EntityFactory& factory, Entity& entity) {
  if (auto* stairs = std::get_if<Stairs>(&entity.kind)) {
    const std::optional<StairsDirection> direction = reader.word("direction", kStairsDirectionNames);
    stairs->direction = direction.value_or(StairsDirection::Up);
  } else if (const auto* door = std::get_if<Door>(&entity.kind)) {
    // Only a locked door can have been unlocked; an open doorway is made open.
    if (!reader.boolean("locked") && door->locked) unlock_door(entity);
  } else if (auto* monster = std::get_if<Monster>(&entity.kind)) {
    restore_monster(reader, factory, *monster);
  } else if (auto* item = std::get_if<Item>(&entity.kind)) {
    restore_item(reader, *item);
  } else if (auto* trap = std::get_if<Trap>(&entity.kind)) {
    restore_trap(reader, *trap);
  } else {
    restore_equipment(reader, std::get<Equipment>(entity.kind));
  }
}

// The file that would define the saved entity's kind, told by the key its fields are kept under.
std::string defining_files(SavedJsonReader& reader) {
  if (reader.has("monster")) return "a monster, defined in monsters.json";
  if (reader.has("item")) return "an item, defined in items.json";
  if (reader.has("equipment")) return "equipment, defined in weapons.json, armour.json or microchips.json";
  if (reader.has("trap")) return "a trap, defined in traps.json";
  return "defined in the game's data";
}

// Whether a dropped thing whose save says nothing of it was put down on purpose: what every dropped thing
// but a throwable was taken for before saves said so (a throwable had most likely been thrown).
bool put_down_unless_said(const Entity& entity) {
  const auto* item = std::get_if<Item>(&entity.kind);
  return item == nullptr || item->traits.effect != content::ItemEffect::Throw;
}

}  // namespace

nlohmann::json entity_to_json(const Entity& entity) {
  nlohmann::json saved = {{"id", entity.id},        {"definition", entity.definition},
                          {"name", entity.name},    {"x", entity.position.x},
                          {"y", entity.position.y}, {kind_key(entity.kind), kind_json(entity.kind)}};
  // Written only when set: an entity without it was never dropped.
  if (entity.dropped) saved["dropped"] = true;
  // Written only where it differs from what a save without it means (see entity_from_json), so that
  // saves and state hashes of runs where it never differs stay as they were.
  if (entity.dropped && entity.put_down != put_down_unless_said(entity)) saved["put_down"] = entity.put_down;
  return saved;
}

std::optional<Entity> entity_from_json(SavedJsonReader& reader, const EntityFactory& factory) {
  const std::string definition = reader.string("definition", content::kNameLimit);
  if (!reader.ok()) return std::nullopt;
  // The rolls made here are replaced by the saved ones below.
  core::Rng unused_rolls;
  CreateResult created = factory.create(definition, {0, unused_rolls});
  if (!created.entity) {
    reader.fail_data_mismatch("definition", core::quoted(definition) + " is not in the game's data any more (" +
                                                defining_files(reader) + ")");
    return std::nullopt;
  }
  Entity& entity = *created.entity;
  const char* kind = kind_key(entity.kind);
  if (!reader.has(kind)) {
    reader.fail_data_mismatch("definition",
                              core::quoted(definition) + " is now a kind of " + kind + ", not what the save holds");
    return std::nullopt;
  }
  entity.id = static_cast<EntityId>(reader.integer("id", 1, kEntityIdLimit));
  entity.name = reader.string("name", kEntityNameLimit);
  entity.position = {reader.integer("x", 0, kCoordinateLimit), reader.integer("y", 0, kCoordinateLimit)};
  entity.dropped = reader.has("dropped") && reader.boolean("dropped");
  entity.put_down =
      reader.has("put_down") ? reader.boolean("put_down") : entity.dropped && put_down_unless_said(entity);
  restore_kind(reader.object(kind), factory, entity);
  if (!reader.ok()) return std::nullopt;
  return std::move(entity);
}

EntityIdCheck::EntityIdCheck(EntityId next_id) : next_id_(next_id) {}

void EntityIdCheck::check(SavedJsonReader& reader, const Entity& entity) {
  if (entity.id >= next_id_) reader.fail("id", "is " + std::to_string(entity.id) + ", not below next_entity_id");
  if (!ids_.insert(entity.id).second) reader.fail("id", std::to_string(entity.id) + " is used twice");
}

std::vector<Entity> read_entities(SavedJsonReader& reader, const std::string& key, std::size_t max_count,
                                  const EntityFactory& factory, EntityIdCheck& ids) {
  std::vector<Entity> entities;
  for (SavedJsonReader& item : reader.object_list(key, max_count)) {
    std::optional<Entity> entity = entity_from_json(item, factory);
    if (!entity) return {};
    ids.check(item, *entity);
    entities.push_back(std::move(*entity));
  }
  return entities;
}

}  // namespace game
