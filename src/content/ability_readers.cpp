// SPDX-License-Identifier: MIT
#include "content/ability_readers.h"

#include "content/common_readers.h"
#include "content/limits.h"
#include "content/support_ability_readers.h"
#include "json/field_wording.h"

namespace content {

namespace {

constexpr int kPriorityLimit = 100;
constexpr int kWeightLimit = 1000;
constexpr int kAlliesLimit = 1000;

AbilityConditions read_conditions(FieldReader& ability) {
  AbilityConditions when;
  std::optional<FieldReader> reader =
      ability.optional_object("when", "Conditions that must all hold for it to be chosen; always when left out.");
  if (!reader) return when;
  if (reader->has("hp_below_percent")) {
    when.hp_below_percent =
        reader->integer("hp_below_percent", 1, kMaxPercent, "Only while its HP are below this percent of its most.");
  }
  when.distance_min =
      reader->integer_or("distance_min", 0, kSightLimit, 0, "Only with the player at least this many steps away.");
  when.distance_max = reader->integer_or("distance_max", when.distance_min, kSightLimit, kSightLimit,
                                         "Only with the player at most this many steps away.");
  when.needs_line_of_fire = reader->boolean_or(
      "needs_line_of_fire", false, "Only along a straight line to the player that no wall and nobody blocks.");
  when.allies_in_view_at_least = reader->integer_or("allies_in_view_at_least", 0, kAlliesLimit, 0,
                                                    "Only while it sees at least this many other monsters.");
  if (reader->has("target_has_status")) {
    when.target_has_status =
        read_enum(*reader, "target_has_status", kStatusKindNames, "Only while the player has this status.");
  }
  return when;
}

// What only a projectile has: how far it flies, what it does and how it looks.
void read_projectile(FieldReader& reader, Ability& ability) {
  ability.range = reader.integer("range", 1, kSightLimit, "How far it flies, in steps of eight directions.");
  ability.damage = reader.range("damage", 0, kStatLimit, "The damage roll of a hit, before the player's defence.");
  ability.inflicts = read_inflictions(reader);
  ability.sprite =
      reader.string("sprite", "How it looks in flight: a sprite of the texture atlas (assets/sprites/NAME.txt).");
  ability.name = reader.string_or("name", "shot", kNameLimit,
                                  "What the messages call it (\"The Dart Mouse's dart hits you\"): \"shot\" "
                                  "when left out.");
}

// What only a summon has: whom it calls, how many, and whether they outlive it.
void read_summon_call(FieldReader& reader, Ability& ability) {
  SummonCall& call = ability.summon;
  call.monster = reader.string("monster", "The monster it calls: a name from monsters.json (its own kind too).");
  if (reader.has("count"))
    call.count = reader.range("count", 1, kSummonCountLimit, "How many it calls at once, on free tiles beside it.");
  call.max_alive =
      reader.integer("max_alive", 1, kSummonAliveLimit, "It calls none while this many of that kind are on the floor.");
  call.dies_with_summoner = reader.boolean_or("dies_with_summoner", false, "Those it called vanish when it dies.");
  call.call = reader.string_or("call", "squeaks", kNameLimit,
                               "What the log says it does as it calls, a verb: \"The Router blinks, and a Micro Mouse "
                               "comes running!\"; a machine should not squeak.");
}

// What only a split has: its cap.
void read_split(FieldReader& reader, Ability& ability) {
  ability.split.max_alive = reader.integer("max_alive", 1, kSplitAliveLimit,
                                           "It splits no more while this many of its kind are on the floor.");
  ability.split.min_hp = reader.integer_or("min_hp", 2, kStatLimit, 2,
                                           "It splits only while it has at least this many HP left after the hit.");
}

// What only a burst has: its reach and what it does to those it reaches.
void read_burst(FieldReader& reader, Ability& ability) {
  ability.radius = reader.integer("radius", 1, kBurstRadiusLimit,
                                  "How far it reaches when it dies, in steps of eight directions; walls stop it.");
  if (reader.has("damage"))
    ability.damage = reader.range("damage", 0, kStatLimit, "The damage roll against each one it reaches.");
  ability.inflicts = read_inflictions(reader);
  // Told as "The Bloated Mouse's burst hits you": a name of its own would share the projectile's field.
  ability.name = "burst";
}

Ability read_ability(FieldReader& reader) {
  Ability ability;
  ability.kind = read_enum(reader, "kind", kAbilityKindNames,
                           "\"melee\": its bite, with its attack and inflicts; \"projectile\": a shot along a "
                           "clear line to the player; \"summon\": monsters called to its side; \"blink\": a jump to a "
                           "free tile it sees; \"heal_allies\" and \"buff_allies\": help for the allies it sees; "
                           "\"steal_and_flee\": takes an item from the player's pack and runs; \"split\": splits in "
                           "two when hit (never a turn's choice); \"burst\": hurts all around when it dies (never a "
                           "turn's choice).");
  ability.cooldown = reader.integer_or(
      "cooldown", 0, kTurnsLimit, 0,
      "It is used at most once every this many turns (3: a turn of use, then two without); 0 or 1: every turn.");
  ability.priority =
      reader.integer_or("priority", 0, kPriorityLimit, 0, "Of the abilities it may use, the highest priority is used.");
  ability.weight = reader.integer_or("weight", 1, kWeightLimit, 1,
                                     "Among usable abilities of equal priority, its share of the dice.");
  ability.when = read_conditions(reader);
  if (std::optional<FieldReader> projectile = reader.when("kind", "projectile")) read_projectile(*projectile, ability);
  if (std::optional<FieldReader> summon = reader.when("kind", "summon")) read_summon_call(*summon, ability);
  if (std::optional<FieldReader> split = reader.when("kind", "split")) read_split(*split, ability);
  if (std::optional<FieldReader> burst = reader.when("kind", "burst")) read_burst(*burst, ability);
  if (std::optional<FieldReader> blink = reader.when("kind", "blink")) read_blink(*blink, ability);
  if (std::optional<FieldReader> heal = reader.when("kind", "heal_allies")) read_heal_allies(*heal, ability);
  if (std::optional<FieldReader> buff = reader.when("kind", "buff_allies")) read_buff_allies(*buff, ability);
  return ability;
}

}  // namespace

std::vector<Ability> read_abilities(FieldReader& reader) {
  std::vector<Ability> abilities;
  for (FieldReader& item :
       reader.object_list("abilities",
                          "What it can do besides moving, chosen each turn by priority, then by weight; a plain "
                          "bite when left out.")) {
    abilities.push_back(read_ability(item));
  }
  if (abilities.size() > kAbilityLimit) reader.error_at("abilities", json::too_many(abilities.size(), kAbilityLimit));
  return abilities;
}

}  // namespace content
