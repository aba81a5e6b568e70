// SPDX-License-Identifier: MIT
#include "content/definition_readers.h"

#include "content/ability_readers.h"
#include "content/band_readers.h"
#include "content/common_readers.h"
#include "content/pack_readers.h"

namespace content {

namespace {

constexpr int kMaxFloor = kHighestFloor;

// The word prose puts before one of it; left out, "a" or "an" by the name.
std::optional<std::string> read_article(FieldReader& reader) {
  if (!reader.has("article")) return std::nullopt;
  return reader.string_or("article", "", kArticleLimit,
                          "The word the game's messages put before one of it: \"some\" for a name that is "
                          "already plural (\"some Staples\"), \"the\" for one of a kind (\"the Mouse King\"). "
                          "Left out: \"a\", or \"an\" before a vowel.");
}

Appearance read_appearance(FieldReader& reader) {
  Appearance look{reader.string("name", kNameLimit,
                                "What the game calls it: unique across all content files, at most 200 bytes of UTF-8."),
                  reader.string("sprite", "How it looks: a sprite of the texture atlas (assets/sprites/NAME.txt)."),
                  reader.string("description", kDescriptionLimit,
                                "What it says about itself when the player points at it: at most 1000 bytes of UTF-8."),
                  {}};
  look.article = read_article(reader);
  look.plural = reader.string_or("plural", "", kNameLimit,
                                 "What the game's messages call several of it (\"2 Micro Mice come running!\"). "
                                 "Left out: the name with \"s\", \"es\" after s, x, z, ch or sh, or \"ies\" "
                                 "for a y after a consonant.");
  return look;
}

constexpr std::string_view kSoundsAbout =
    "Its own sounds, each instead of the game's own for that; a sound is a file of assets/sounds/ or of a mod's "
    "sounds/ folder, named without its extension.";

// A monster's own sounds; the ones left out are the game's.
SoundNames read_monster_sounds(FieldReader& reader) {
  SoundNames sounds;
  if (std::optional<FieldReader> own = reader.optional_object("sounds", kSoundsAbout)) {
    sounds.hit = own->string_or("hit", "", "When it hits the player, instead of \"hurt\".");
    sounds.hurt = own->string_or("hurt", "", "When the player's blow lands on it, instead of \"hit\".");
    sounds.death = own->string_or("death", "", "When it dies, instead of \"kill\".");
  }
  return sounds;
}

// A weapon's, armour's, chip's or item's own sounds; the ones left out are the game's.
SoundNames read_thing_sounds(FieldReader& reader) {
  SoundNames sounds;
  if (std::optional<FieldReader> own = reader.optional_object("sounds", kSoundsAbout)) {
    sounds.use = own->string_or("use", "", "When it is used or equipped, instead of \"use\" or \"equip\".");
    sounds.pickup = own->string_or("pickup", "", "When it is picked up, instead of \"pickup\".");
  }
  return sounds;
}

StatBonus read_bonus(FieldReader reader) {
  StatBonus bonus;
  for (const StatBonusNumber& number : kStatBonusNumbers) {
    bonus.*number.member = reader.integer_or(number.key, -kStatLimit, kStatLimit, 0, number.about);
  }
  return bonus;
}

std::optional<SpawnRule> read_spawn(FieldReader& reader) {
  auto spawn = reader.optional_object("spawn", "Where the spawn roll may choose it; never spawned when left out.");
  if (!spawn) return std::nullopt;
  const IntRange floors = spawn->pair("floors", 0, kMaxFloor, "The first and last floor it appears on: [first, last].");
  SpawnRule rule{floors.min, floors.max,
                 spawn->integer_or("chance", 0, kStatLimit, 0,
                                   "For the spawn roll of floors in no band: its chance on the first populated floor; "
                                   "floors.json's chance_drop_per_floor takes some off on each floor above."),
                 spawn->integer_or("weight", 0, 1000000, 0,
                                   "Its share of the draws in the monster table of every band of floors.json on its "
                                   "floors, as a line of that table would have; 0: it joins no table.")};
  return rule;
}

std::optional<Flee> read_flee(FieldReader& reader) {
  auto flee = reader.optional_object("flee", "When it runs from the player; it stands and fights when left out.");
  if (!flee) return std::nullopt;
  Flee result;
  result.below_hp_percent =
      flee->integer("below_hp_percent", 1, kMaxPercent, "It flees once its HP fall below this percent of its most.");
  result.resume_hp_percent =
      flee->integer_or("resume_hp_percent", result.below_hp_percent, kMaxPercent, kMaxPercent,
                       "It comes back once healed to this percent of its most HP (at least below_hp_percent).");
  return result;
}

void read_monster_rules(FieldReader reader, FloorRules& rules) {
  rules.monster_count = reader.range("count", 0, 2000, "Monsters per populated floor.");
  rules.monster_roll = reader.integer("roll", 1, kStatLimit, "The spawn roll r is 0 to roll - 1.");
  rules.chance_drop_per_floor =
      reader.integer("chance_drop_per_floor", -kStatLimit, kStatLimit,
                     "Taken off each monster's spawn chance for every floor above the first populated one.");
  rules.fallback_monster =
      reader.string("fallback", "The monster that comes when no spawn chance is above the roll: a monster's name.");
  rules.min_monster_distance = reader.integer_or("min_distance_from_arrival", 0, 100, 6,
                                                 "No monster starts closer than this, in steps, to the arrival.");
}

void read_equipment_rules(FieldReader reader, FloorRules& rules) {
  rules.weapons_per_floor = reader.integer("weapons_per_floor", 0, 20, "Weapons placed on each populated floor.");
  rules.armour_per_floor = reader.integer("armour_per_floor", 0, 20, "Pieces of armour on each populated floor.");
  rules.microchips_per_floor = reader.integer("microchips_per_floor", 0, 20, "Microchips on each populated floor.");
  // The bonus chance is 1 in (base - floor): at least 1 in 1 on the highest floor.
  rules.bonus_one_in_base = reader.integer("bonus_one_in_base", kMaxFloor, 1000,
                                           "A piece made on floor F gets a bonus with chance 1 in (this - F).");
  rules.bonus_max_per_floor =
      reader.integer("bonus_max_per_floor", 0, kBonusPerFloorLimit, "A bonus on floor F is 1 to this x F.");
}

void read_boss(FieldReader reader, FloorRules& rules) {
  rules.boss_floor =
      reader.integer("floor", 0, kMaxFloor, "Where the boss waits: the top of the dungeon, a hall with no stairs up.");
  rules.boss_monster = reader.string("monster", "The boss: a monster's name.");
  rules.boss_look.name = reader.string_or("name", "", 100, "What the player is told on arriving, as a band's name.");
  rules.boss_look.tint = read_tint(reader);
}

// The player's stats at the highest level the data reaches must stay within kStatLimit: a bonus of
// 100,000 a level over 30,000 levels wrapped max HP round an int.
void check_highest_level(FieldReader& per_level, const PlayerDefinition& player) {
  const std::int64_t levels_above_first = static_cast<std::int64_t>(player.xp_thresholds.size());
  const struct {
    const char* key;
    int base;
    int bonus;
  } stats[] = {{"max_hp", player.max_hp, player.per_level.max_hp},
               {"attack_min", player.attack.min, player.per_level.attack_min},
               {"attack_max", player.attack.max, player.per_level.attack_max},
               {"defence", player.defence, player.per_level.defence}};
  for (const auto& stat : stats) {
    const std::int64_t highest = stat.base + static_cast<std::int64_t>(stat.bonus) * levels_above_first;
    if (highest <= kStatLimit && highest >= -kStatLimit) continue;
    // A loss a level goes below the lowest stat, a gain beyond the highest.
    const std::string past = highest < 0 ? "below the lowest, " + std::to_string(-kStatLimit)
                                         : "beyond the limit of " + std::to_string(kStatLimit);
    per_level.error_at(stat.key, "takes the stat to " + std::to_string(highest) + " at level " +
                                     std::to_string(levels_above_first + 1) + ", " + past + " (from " +
                                     std::to_string(stat.base) + " at level 1)");
  }
}

void read_levels(FieldReader reader, PlayerDefinition& player) {
  player.xp_thresholds = reader.integer_list("xp_thresholds", 1, kXpLimit,
                                             "Total XP for level 2, 3, 4, ...: rising from each to the next.",
                                             static_cast<std::size_t>(kLevelLimit - 1));
  for (std::size_t i = 1; i < player.xp_thresholds.size(); ++i) {
    if (player.xp_thresholds[i] <= player.xp_thresholds[i - 1]) {
      reader.error_at("xp_thresholds", "must rise from each level to the next, but level " + std::to_string(i + 2) +
                                           " needs " + std::to_string(player.xp_thresholds[i]) + " XP");
      break;
    }
  }
  FieldReader per_level = reader.object("per_level", "Added to the stats for every level above 1.");
  player.per_level = read_bonus(per_level);
  check_highest_level(per_level, player);
}

template <typename Traits>
int read_number(FieldReader& reader, const TraitNumber<Traits>& number) {
  if (number.fallback) return reader.integer_or(number.key, number.min, number.max, *number.fallback, number.about);
  return reader.integer(number.key, number.min, number.max, number.about);
}

// Reads every number of `table` into `traits`.
template <typename Traits, typename Table>
void read_numbers(FieldReader& reader, const Table& table, Traits& traits) {
  for (const TraitNumber<Traits>& number : table) traits.*number.member = read_number(reader, number);
}

// An item's or a trap's number, read only when it means something for its effect (of `effects`).
template <typename Number, typename EffectNames>
int read_effect_number(FieldReader& reader, const Number& number, const EffectNames& effects) {
  if (!number.only_for) return read_number(reader, number);
  if (std::optional<FieldReader> applies = reader.when("effect", std::string(core::id_of(effects, *number.only_for))))
    return read_number(*applies, number);
  reader.ignore(number.key);  // meaningless for the other effects, but harmless: not an unknown field
  return 0;
}

// A throwable's damage, whether it breaks and what it inflicts; only for "throw" (its range and area
// are rows of kItemNumbers).
void read_throwable(FieldReader& reader, ItemTraits& traits) {
  const std::string throwable(core::id_of(kItemEffectNames, ItemEffect::Throw));
  std::optional<FieldReader> applies = reader.when("effect", throwable);
  if (!applies) {
    for (const char* key : {"damage", "range", "breaks", "noise"}) reader.ignore(key);
    // A flash reads its own area and statuses.
    if (traits.effect != ItemEffect::Flash) {
      for (const char* key : {"area", "inflicts"}) reader.ignore(key);
    }
    return;
  }
  read_numbers(*applies, kThrowNumbers, traits);
  traits.damage = applies->range("damage", 0, kStatLimit,
                                 "The damage roll of its hit, before the target's defence; only for \"throw\".");
  traits.breaks = applies->boolean_or("breaks", false,
                                      "It breaks where it comes down; else it lands there and can be picked up "
                                      "again. Only for \"throw\".");
  traits.inflicts = read_inflictions(*applies);
}

// A flash's reach around the player and the statuses it causes; only for "flash".
void read_flash(FieldReader& reader, ItemTraits& traits) {
  const std::string flash(core::id_of(kItemEffectNames, ItemEffect::Flash));
  std::optional<FieldReader> applies = reader.when("effect", flash);
  if (!applies) return;
  traits.area = applies->integer("area", 1, kAreaLimit,
                                 "For \"flash\": it reaches every monster within this many tiles of the player that "
                                 "the player sees.");
  traits.inflicts = read_inflictions(*applies);
  if (traits.inflicts.empty())
    reader.error_at("effect", "is \"flash\", but the item has no \"inflicts\": it would do nothing");
}

// A ranged weapon's shots: { "ammunition": "Tranquilliser Dart", "range": 8 }; only weapons have them.
std::optional<Firing> read_firing(FieldReader& reader, EquipmentSlot slot) {
  if (slot != EquipmentSlot::Weapon) return std::nullopt;
  std::optional<FieldReader> fires = reader.optional_object(
      "fires", "What it shoots: a ranged weapon. Each shot uses one of its ammunition from the pack.");
  if (!fires) return std::nullopt;
  Firing firing;
  firing.ammunition = fires->string("ammunition", "What it fires: the name of a \"throw\" item of items.json.");
  firing.range = fires->integer("range", 1, kThrowRangeLimit, "How far its shots fly, in tiles.");
  return firing;
}

}  // namespace

MonsterDefinition read_monster(FieldReader& reader) {
  MonsterDefinition monster;
  monster.look = read_appearance(reader);
  monster.look.sounds = read_monster_sounds(reader);
  monster.hp = reader.range("hp", 1, kStatLimit, "Hit points, rolled for each monster when it is made.");
  MonsterTraits& traits = monster.traits;
  traits.attack = reader.range("attack", 0, kStatLimit, "The damage roll of its bite, before the target's defence.");
  read_numbers(reader, kMonsterNumbers, traits);
  monster.spawn = read_spawn(reader);
  traits.inflicts = read_inflictions(reader);
  traits.stationary =
      reader.boolean_or("stationary", false, "It never moves, as a turret: it only uses its abilities.");
  if (traits.stationary && traits.keep_distance > 0)
    reader.error_at("keep_distance", "is for a monster that moves, and this one is \"stationary\"");
  std::vector<Ability> abilities = read_abilities(reader);
  if (reader.has("abilities")) traits.abilities = std::move(abilities);  // else its plain bite
  traits.boss = reader.boolean_or("boss", false, "A boss ends the run in victory when killed.");
  reader.refuse_old_field("summon",
                          "is an ability now: list it in \"abilities\" as { \"kind\": \"summon\", "
                          "\"monster\": NAME, \"max_alive\": N, \"cooldown\": every_turns }");
  traits.flee = read_flee(reader);
  return monster;
}

EquipmentDefinition read_equipment(FieldReader& reader, EquipmentSlot slot) {
  EquipmentDefinition equipment{
      read_appearance(reader),
      {slot, read_bonus(reader.object("bonus", "Added to the player's stats while it is worn; may be {}."))}};
  equipment.look.sounds = read_thing_sounds(reader);
  read_numbers(reader, kEquipmentNumbers, equipment.traits);
  equipment.traits.fires = read_firing(reader, slot);
  // Only a weapon strikes: armour's "inflicts" is left unread, so the reader names it as unknown.
  if (slot == EquipmentSlot::Weapon) equipment.traits.inflicts = read_inflictions(reader);
  equipment.on_floors = reader.boolean_or("on_floors", true,
                                          "Whether the floors' equipment roll may choose it; false keeps it for "
                                          "scenarios, the debug console's give and mods that place it.");
  return equipment;
}

MicrochipDefinition read_microchip(FieldReader& reader) {
  MicrochipDefinition chip{read_appearance(reader),
                           reader.integer("random_steps_per_floor", 0, kChipStepsPerFloorLimit,
                                          "A chip made on floor F takes this x F random steps."),
                           {}};
  chip.look.sounds = read_thing_sounds(reader);
  const std::string stats_about =
      "Each step adds +1 or -1 to one of these, chosen at random; a chip whose steps all cancel out is rolled again.";
  for (const std::string& stat : reader.string_list("stats", core::ids_of(kChipStatNames), stats_about)) {
    chip.stats.push_back(core::from_id(kChipStatNames, stat).value_or(ChipStat::MaxHp));
  }
  return chip;
}

ItemDefinition read_item(FieldReader& reader) {
  ItemDefinition item{read_appearance(reader), {read_enum(reader, "effect", kItemEffectNames, "What using it does.")}};
  item.look.sounds = read_thing_sounds(reader);
  for (const ItemNumber& number : kItemNumbers)
    item.traits.*number.member = read_effect_number(reader, number, kItemEffectNames);
  read_flash(reader, item.traits);
  read_throwable(reader, item.traits);
  return item;
}

namespace {

// A strike's damage and statuses (its radius is a row of kTrapNumbers): only a "strike" trap has them.
void read_trap_strike(FieldReader& reader, TrapTraits& traits) {
  const std::string strike(core::id_of(kTrapEffectNames, TrapEffect::Strike));
  std::optional<FieldReader> applies = reader.when("effect", strike);
  if (!applies) {
    for (const char* key : {"damage", "inflicts"}) reader.ignore(key);
    return;
  }
  const int errors_before = reader.errors_so_far();
  if (applies->has("damage")) {
    traits.damage = applies->range("damage", 0, kStatLimit,
                                   "The damage it does, taken in full (armour does not help); none when left out. "
                                   "Only for \"strike\".");
  }
  traits.inflicts = read_inflictions(*applies);
  if (traits.damage.max == 0 && traits.inflicts.empty() && reader.errors_so_far() == errors_before)
    reader.error_at("effect", "is \"strike\", but the trap has no \"damage\" and no \"inflicts\": it would do nothing");
}

}  // namespace

TrapDefinition read_trap(FieldReader& reader) {
  TrapDefinition trap{read_appearance(reader),
                      {read_enum(reader, "effect", kTrapEffectNames,
                                 "What it does to whoever steps on it: strikes around it, sounds an alarm, or "
                                 "teleports them elsewhere on the floor.")}};
  for (const TrapNumber& number : kTrapNumbers)
    trap.traits.*number.member = read_effect_number(reader, number, kTrapEffectNames);
  read_trap_strike(reader, trap.traits);
  return trap;
}

FloorRules read_floor_rules(FieldReader& reader) {
  FloorRules rules;
  rules.populated_floors =
      reader.pair("populated", 1, kMaxFloor - 1, "The floors that get monsters, equipment and items: [first, last].");
  read_monster_rules(reader.object("monsters", "How many monsters each populated floor gets, and which."), rules);
  read_equipment_rules(reader.object("equipment", "The weapons, armour and microchips of each floor."), rules);
  rules.items = read_floor_items(reader);
  rules.packs = read_packs(reader);
  read_boss(reader.object("boss", "The boss's floor and who the boss is."), rules);
  rules.bands = read_bands(reader);
  rules.guardians = read_guardians(reader, rules.boss_floor);
  return rules;
}

PlayerDefinition read_player(FieldReader& reader) {
  PlayerDefinition player;
  player.sprite = reader.string("sprite", "How the researcher looks: a sprite of the texture atlas.");
  player.max_hp = reader.integer("max_hp", 1, kStatLimit, "Hit points at level 1.");
  player.attack = reader.range("attack", 0, kStatLimit, "The damage roll at level 1.");
  player.defence = reader.integer("defence", 0, kStatLimit, "Defence at level 1.");
  player.sight = reader.integer("sight", 1, kSightLimit, "The field of view's radius, in tiles.");
  player.inventory_slots = reader.integer("inventory_slots", 1, 1000,
                                          "Pack slots; identical items (all of items.json) share one slot as a stack.");
  read_levels(reader.object("levels", "How experience makes levels, and what a level adds."), player);
  return player;
}

namespace {

// One viewer's rule of sight: { "rule": "ray_cast", "ray_spacing": 16 }; shadowcasting when left out.
core::Sight read_sight(std::optional<FieldReader> reader) {
  core::Sight sight;
  if (!reader) return sight;
  sight.rule = read_enum(*reader, "rule", kSightRuleNames,
                         "The rule: \"shadowcast\" (symmetric, the default), \"line_of_sight\" (the C tutorial's "
                         "Bresenham lines) or \"ray_cast\" (rays every ray_spacing degrees).");
  const std::string ray_cast(core::id_of(kSightRuleNames, core::SightRule::RayCast));
  if (std::optional<FieldReader> rays = reader->when("rule", ray_cast)) {
    sight.ray_spacing_degrees = rays->integer_or("ray_spacing", 1, kMaxRaySpacing, core::kDefaultRaySpacing,
                                                 "Degrees between two rays; only for \"ray_cast\".");
  } else {
    reader->ignore("ray_spacing");  // meaningless for the other rules, but harmless
  }
  return sight;
}

void read_sight_rules(std::optional<FieldReader> reader, RulesDefinition& rules) {
  if (!reader) return;
  rules.player_sight = read_sight(reader->optional_object("player", "The researcher's field of view."));
  rules.monster_sight = read_sight(reader->optional_object("monsters", "How monsters see the researcher."));
}

}  // namespace

void read_noise_rules(std::optional<FieldReader> noise, NoiseRanges& ranges) {
  if (!noise) return;
  const NoiseRanges fallback;
  ranges.step = noise->integer_or("step", 0, kNoiseLimit, fallback.step, "Tiles the player's step carries.");
  ranges.fight = noise->integer_or("fight", 0, kNoiseLimit, fallback.fight,
                                   "Tiles a blow carries, struck or missed, by the player or at the player.");
  ranges.door = noise->integer_or("door", 0, kNoiseLimit, fallback.door, "Tiles the unlocking of a door carries.");
  ranges.thrown = noise->integer_or("throw", 0, kNoiseLimit, fallback.thrown,
                                    "Tiles a thrown or fired thing carries where it comes down.");
}

RulesDefinition read_rules(FieldReader& reader) {
  RulesDefinition rules;
  rules.defence_percent =
      reader.integer("defence_percent", 0, 1000,
                     "Damage is the attack roll less this percent of the defender's defence; 0 or less is a miss.");
  rules.xp_per_pickup =
      reader.integer("xp_per_pickup", 0, 1000, "XP for picking an item up, the first time only (not after a drop).");
  rules.poison_damage_per_turn =
      reader.integer("poison_damage_per_turn", 0, 1000, "HP lost each turn while poisoned, never below 1 HP.");
  rules.monster_memory_turns = reader.integer("monster_memory_turns", 0, kTurnsLimit,
                                              "Turns a monster keeps chasing after it loses sight of the player.");
  rules.monster_wander_percent = reader.integer("monster_wander_percent", 0, kMaxPercent,
                                                "Chance per turn that an idle monster steps towards its patrol spot.");
  rules.regeneration_turns = reader.integer_or("regeneration_turns", 0, kTurnsLimit, 0,
                                               "The player gets back 1 HP every this many turns, never while "
                                               "poisoned; 0 turns it off.");
  read_noise_rules(reader.optional_object("noise",
                                          "How far the noise of each kind of action carries; a sleeping "
                                          "monster within half of it wakes, further off it may."),
                   rules.noise);
  read_sight_rules(reader.optional_object("sight", "How sight is worked out; shadowcasting for all when left out."),
                   rules);
  return rules;
}

}  // namespace content
