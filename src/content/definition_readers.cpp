#include "content/definition_readers.h"

namespace content {

namespace {

constexpr int kMaxFloor = kHighestFloor;
constexpr int kMaxPercent = 100;

Appearance read_appearance(FieldReader& reader) {
  return {reader.string("name", kNameLimit), reader.string("sprite"), reader.string("description")};
}

StatBonus read_bonus(FieldReader reader) {
  StatBonus bonus{reader.integer_or("max_hp", -kStatLimit, kStatLimit, 0),
                  reader.integer_or("attack_min", -kStatLimit, kStatLimit, 0),
                  reader.integer_or("attack_max", -kStatLimit, kStatLimit, 0),
                  reader.integer_or("defence", -kStatLimit, kStatLimit, 0)};
  return bonus;
}

// A string field that must be one of the table's ids; after a reported error, the table's first value.
template <typename Enum, std::size_t N>
Enum read_enum(FieldReader& reader, const std::string& key, const core::EnumTable<Enum, N>& table) {
  return core::from_id(table, reader.choice(key, core::ids_of(table))).value_or(table.front().value);
}

StatusKind read_status(FieldReader& reader) {
  return read_enum(reader, "status", kStatusKindNames);
}

std::vector<Infliction> read_inflictions(FieldReader& reader) {
  std::vector<Infliction> inflictions;
  for (FieldReader& item : reader.object_list("inflicts")) {
    inflictions.push_back(
        {read_status(item), item.integer("chance", 0, kMaxPercent), item.range("turns", 1, kTurnsLimit)});
  }
  return inflictions;
}

std::optional<SpawnRule> read_spawn(FieldReader& reader) {
  auto spawn = reader.optional_object("spawn");
  if (!spawn) return std::nullopt;
  const IntRange floors = spawn->pair("floors", 0, kMaxFloor);
  SpawnRule rule{floors.min, floors.max, spawn->integer("chance", 0, kStatLimit)};
  return rule;
}

std::optional<Summon> read_summon(FieldReader& reader) {
  auto summon = reader.optional_object("summon");
  if (!summon) return std::nullopt;
  Summon result{summon->string("monster"), summon->integer("every_turns", 1, 10000),
                summon->integer("max_alive", 1, 100)};
  return result;
}

std::vector<FloorItemRule> read_floor_items(FieldReader& reader) {
  std::vector<FloorItemRule> rules;
  for (FieldReader& item : reader.object_list("items")) {
    FloorItemRule rule{item.string("item"), {1, 1}, item.integer_or("chance", 0, kMaxPercent, kMaxPercent)};
    if (item.has("count")) rule.count = item.range("count", 0, 100);
    rules.push_back(rule);
  }
  return rules;
}

void read_monster_rules(FieldReader reader, FloorRules& rules) {
  rules.monster_count = reader.range("count", 0, 2000);
  rules.monster_roll = reader.integer("roll", 1, kStatLimit);
  rules.chance_drop_per_floor = reader.integer("chance_drop_per_floor", -kStatLimit, kStatLimit);
  rules.fallback_monster = reader.string("fallback");
  rules.min_monster_distance = reader.integer_or("min_distance_from_arrival", 0, 100, 6);
}

void read_equipment_rules(FieldReader reader, FloorRules& rules) {
  rules.weapons_per_floor = reader.integer("weapons_per_floor", 0, 20);
  rules.armour_per_floor = reader.integer("armour_per_floor", 0, 20);
  rules.microchips_per_floor = reader.integer("microchips_per_floor", 0, 20);
  // The bonus chance is 1 in (base - floor): at least 1 in 1 on the highest floor.
  rules.bonus_one_in_base = reader.integer("bonus_one_in_base", kMaxFloor, 1000);
  rules.bonus_max_per_floor = reader.integer("bonus_max_per_floor", 0, kBonusPerFloorLimit);
}

void read_boss(FieldReader reader, FloorRules& rules) {
  rules.boss_floor = reader.integer("floor", 0, kMaxFloor);
  rules.boss_monster = reader.string("monster");
}

void read_levels(FieldReader reader, PlayerDefinition& player) {
  player.xp_thresholds = reader.integer_list("xp_thresholds", 1, kXpLimit);
  for (std::size_t i = 1; i < player.xp_thresholds.size(); ++i) {
    if (player.xp_thresholds[i] <= player.xp_thresholds[i - 1]) {
      reader.error_at("xp_thresholds", "must rise from each level to the next, but level " + std::to_string(i + 2) +
                                           " needs " + std::to_string(player.xp_thresholds[i]) + " XP");
      break;
    }
  }
  player.per_level = read_bonus(reader.object("per_level"));
}

}  // namespace

MonsterDefinition read_monster(FieldReader& reader) {
  MonsterDefinition monster;
  monster.look = read_appearance(reader);
  monster.hp = reader.range("hp", 1, kStatLimit);
  monster.attack = reader.range("attack", 0, kStatLimit);
  monster.defence = reader.integer("defence", 0, kStatLimit);
  monster.sight = reader.integer("sight", 1, kSightLimit);
  monster.xp = reader.integer("xp", 0, kXpLimit);
  monster.spawn = read_spawn(reader);
  monster.inflicts = read_inflictions(reader);
  monster.boss = reader.boolean_or("boss", false);
  monster.summon = read_summon(reader);
  return monster;
}

EquipmentDefinition read_equipment(FieldReader& reader, EquipmentSlot slot) {
  EquipmentDefinition equipment{read_appearance(reader), slot, read_bonus(reader.object("bonus"))};
  return equipment;
}

MicrochipDefinition read_microchip(FieldReader& reader) {
  MicrochipDefinition chip{
      read_appearance(reader), reader.integer("random_steps_per_floor", 0, kChipStepsPerFloorLimit), {}};
  for (const std::string& stat : reader.string_list("stats", core::ids_of(kChipStatNames))) {
    chip.stats.push_back(core::from_id(kChipStatNames, stat).value_or(ChipStat::MaxHp));
  }
  return chip;
}

ItemDefinition read_item(FieldReader& reader) {
  ItemDefinition item{read_appearance(reader), read_enum(reader, "effect", kItemEffectNames), 0};
  if (item.effect == ItemEffect::Heal) {
    item.amount = reader.integer("amount", 1, kStatLimit);
  } else {
    reader.ignore("amount");  // meaningless for a key or an antidote, but harmless: not an unknown field
  }
  return item;
}

FloorRules read_floor_rules(FieldReader& reader) {
  FloorRules rules;
  rules.populated_floors = reader.pair("populated", 1, kMaxFloor - 1);
  read_monster_rules(reader.object("monsters"), rules);
  read_equipment_rules(reader.object("equipment"), rules);
  rules.items = read_floor_items(reader);
  read_boss(reader.object("boss"), rules);
  return rules;
}

PlayerDefinition read_player(FieldReader& reader) {
  PlayerDefinition player;
  player.sprite = reader.string("sprite");
  player.max_hp = reader.integer("max_hp", 1, kStatLimit);
  player.attack = reader.range("attack", 0, kStatLimit);
  player.defence = reader.integer("defence", 0, kStatLimit);
  player.sight = reader.integer("sight", 1, kSightLimit);
  player.inventory_slots = reader.integer("inventory_slots", 1, 1000);
  read_levels(reader.object("levels"), player);
  return player;
}

RulesDefinition read_rules(FieldReader& reader) {
  RulesDefinition rules;
  rules.defence_percent = reader.integer("defence_percent", 0, 1000);
  rules.xp_per_pickup = reader.integer("xp_per_pickup", 0, 1000);
  rules.poison_damage_per_turn = reader.integer("poison_damage_per_turn", 0, 1000);
  rules.monster_memory_turns = reader.integer("monster_memory_turns", 0, kTurnsLimit);
  rules.monster_wander_percent = reader.integer("monster_wander_percent", 0, kMaxPercent);
  rules.regeneration_turns = reader.integer_or("regeneration_turns", 0, kTurnsLimit, 0);
  return rules;
}

}  // namespace content
