// SPDX-License-Identifier: MIT
#pragma once

#include <array>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "content/abilities.h"
#include "content/floor_bands.h"
#include "content/int_range.h"
#include "content/limits.h"
#include "content/rooms.h"
#include "content/statuses.h"
#include "content/traps.h"
#include "core/enum_table.h"
#include "core/sight.h"

namespace content {

// Changes to the player's four fighting stats, from equipment or a level.
// Deliberately not game::Stats: a bonus is a signed change whose zero means
// "no effect" (a chip that rolled to StatBonus{} is rolled again), while Stats
// are the clamped result, never below 1 HP and 1 attack.
struct StatBonus {
  int max_hp = 0;
  int attack_min = 0;
  int attack_max = 0;
  int defence = 0;
  friend bool operator==(const StatBonus&, const StatBonus&) = default;
};

// One of a bonus's numbers, described once: every bonus object of the content (a weapon's, a piece of
// armour's, the player's per_level) is read with this key and text, and saves keep each piece's value
// under the same key. A bonus may leave any of them out (0).
struct StatBonusNumber {
  const char* key;
  int StatBonus::*member;
  const char* about;
};

inline constexpr StatBonusNumber kStatBonusNumbers[] = {
    {"max_hp", &StatBonus::max_hp, "Added to the player's max HP."},
    {"attack_min", &StatBonus::attack_min, "Added to the lowest attack roll."},
    {"attack_max", &StatBonus::attack_max, "Added to the highest attack roll."},
    {"defence", &StatBonus::defence, "Added to the player's defence."},
};

// The sounds a definition names for what happens to it, each instead of the game's own for that
// (see data/README.md, "Sounds"); empty: the game's own.
struct SoundNames {
  std::string hit;     // a monster: it hits the player (instead of "hurt")
  std::string hurt;    // a monster: the player's blow lands on it (instead of "hit")
  std::string death;   // a monster: it dies (instead of "kill")
  std::string use;     // a thing: it is used or equipped (instead of "use" or "equip")
  std::string pickup;  // a thing: it is picked up (instead of "pickup")
};

// What every definition has: its unique name, how it looks and sounds and what it says about itself.
struct Appearance {
  std::string name;
  std::string sprite;
  std::string description;
  SoundNames sounds = {};
  // How prose names one of it: "a", "an", "some", "the"; none written, "a" or "an" by the name's first
  // letter. And several of it ("Micro Mice"); empty, the name with English's regular ending (see
  // game/model/prose.h).
  std::optional<std::string> article = std::nullopt;
  std::string plural = {};
};

// Where and how often a monster appears: on floors [first, last], chosen by the spawn roll.
struct SpawnRule {
  int first_floor = 1;
  int last_floor = 12;
  int chance = 0;  // the chance on the first floor of the game's populated range
  int weight = 0;  // its share of the draws in the tables of the bands on its floors; 0: it joins none
};

// When a monster runs from the player: once its hit points fall below `below_hp_percent` of its most,
// until they are back to `resume_hp_percent` or it loses the player.
struct Flee {
  int below_hp_percent = 0;
  int resume_hp_percent = 100;
  friend bool operator==(const Flee&, const Flee&) = default;
};

// What every monster of a kind is and does, whatever its rolled hit points: a monster keeps a copy
// when it is made (game::Monster::traits), so a content reload changes only the monsters made after it.
struct MonsterTraits {
  IntRange attack;
  int defence = 0;
  int sight = 0;
  int xp = 0;
  int erratic = 0;                   // percent of its awake turns spent on a step in a random direction
  int asleep = 0;                    // percent chance it is asleep when made
  int keep_distance = 0;             // steps it keeps from the player, backing off when nearer; 0: it closes in
  int follows_leader = 0;            // a pack member hunting no farther than this from its leader; 0: freely
  int search_turns = 0;              // turns it searches where it lost the player or heard a noise; 0: never
  bool stationary = false;           // it never moves: a turret
  std::vector<Infliction> inflicts;  // what its bite (a melee ability) may cause
  std::vector<Ability> abilities{plain_bite()};
  bool boss = false;
  std::optional<Flee> flee;
  friend bool operator==(const MonsterTraits&, const MonsterTraits&) = default;
};

// A whole-number trait of a kind of thing (Traits: MonsterTraits, ItemTraits, EquipmentTraits),
// described once: its file's reader reads it with this range and text (the text is its schema
// description), and saves keep each spawned thing's value under the same key. A trait with a fallback
// may be left out of the file; a save writes it only when it differs from the fallback, so a new trait
// changes no saved game and no recorded replay that does not use it.
template <typename Traits>
struct TraitNumber {
  const char* key;
  int Traits::*member;
  int min;
  int max;
  std::optional<int> fallback;
  const char* about;
};

using MonsterNumber = TraitNumber<MonsterTraits>;

inline constexpr MonsterNumber kMonsterNumbers[] = {
    {"defence", &MonsterTraits::defence, 0, kStatLimit, std::nullopt, "Taken off every hit it receives."},
    {"sight", &MonsterTraits::sight, 1, kSightLimit, std::nullopt, "How far it sees the player, in tiles."},
    {"xp", &MonsterTraits::xp, 0, kXpLimit, std::nullopt, "Experience for killing it."},
    {"erratic", &MonsterTraits::erratic, 0, 100, 0,
     "Percent of its awake turns it steps in a random direction instead of chasing or biting."},
    {"asleep", &MonsterTraits::asleep, 0, 100, 0,
     "Percent chance it is asleep when it appears. A sleeper does nothing until noise, a blow or a waking "
     "neighbour wakes it."},
    {"keep_distance", &MonsterTraits::keep_distance, 0, kSightLimit, 0,
     "Steps it keeps between itself and the player: nearer, it backs away; farther, it closes in. 0: it always "
     "closes in."},
    {"follows_leader", &MonsterTraits::follows_leader, 0, kSightLimit, 0,
     "As a pack's member: while hunting, it strays no farther than this many steps from its living leader, "
     "walking back rather than running ahead. 0: it hunts on its own."},
    {"search_turns", &MonsterTraits::search_turns, 0, kTurnsLimit, 0,
     "Turns it searches around the place where it lost sight of the player, having walked there, before it "
     "wanders off; awake and unaware, it goes to search where it hears a noise. 0: it follows the player for "
     "the rules' monster_memory_turns without seeing them, and only a sleeper hears."},
};

struct MonsterDefinition {
  Appearance look;
  IntRange hp;
  std::optional<SpawnRule> spawn;
  MonsterTraits traits;
};

enum class EquipmentSlot { Weapon, Armour, Microchip };
// "armour" in files (saves, replays, scenarios, the state dump), "Armour" on the inventory's box.
inline constexpr auto kEquipmentSlotNames = core::enum_table<EquipmentSlot>({
    {EquipmentSlot::Weapon, "weapon", "Weapon"},
    {EquipmentSlot::Armour, "armour", "Armour"},
    {EquipmentSlot::Microchip, "microchip", "Microchip"},
});

// What a piece of equipment is: the box it goes in and what it adds to the player's stats. A spawned
// piece keeps a copy (game::Equipment::traits) holding what was rolled for it: a "Crowbar +2" has its
// +2 in the bonus, a microchip its rolled steps.
// What a ranged weapon fires: one item of `ammunition` (a throwable of items.json) from the pack a
// shot, flying up to `range` tiles, with the ammunition's own damage and statuses.
struct Firing {
  std::string ammunition;
  int range = 1;
  friend bool operator==(const Firing&, const Firing&) = default;
};

struct EquipmentTraits {
  EquipmentSlot slot = EquipmentSlot::Weapon;
  StatBonus bonus;
  int noise_percent = 100;                // how far what it makes is heard, in percent of rules.json's noise
  std::optional<Firing> fires = {};       // a ranged weapon's shots; none for a weapon that only strikes
  std::vector<Infliction> inflicts = {};  // what a weapon's blow may cause besides damage (the Stun Baton stuns)
  friend bool operator==(const EquipmentTraits&, const EquipmentTraits&) = default;
};

using EquipmentNumber = TraitNumber<EquipmentTraits>;

// The whole-number traits of weapons and armour besides their bonus, read from weapons.json and
// armour.json and kept by saves as kMonsterNumbers are: a new one is its row here (the count included)
// and the rule that uses it.
inline constexpr std::array<EquipmentNumber, 1> kEquipmentNumbers = {{
    {"noise_percent", &EquipmentTraits::noise_percent, 0, kNoisePercentLimit, 100,
     "How far its noise carries, in percent of rules.json's: armour's for the wearer's steps (heavy plates "
     "clank at 150), a weapon's for its blows (a padded one thuds at 50)."},
}};

// A weapon or a piece of armour with fixed bonuses.
struct EquipmentDefinition {
  Appearance look;
  EquipmentTraits traits;
  bool on_floors = true;  // the floors' equipment roll may choose it
};

enum class ChipStat { MaxHp, AttackMin, AttackMax, Defence };
// A microchip's "stats" in microchips.json, and how the inventory names each stat.
inline constexpr auto kChipStatNames = core::enum_table<ChipStat>({
    {ChipStat::MaxHp, "max_hp", "Max HP"},
    {ChipStat::AttackMin, "attack_min", "Min attack"},
    {ChipStat::AttackMax, "attack_max", "Max attack"},
    {ChipStat::Defence, "defence", "Defence"},
});

// A microchip whose effects are rolled when it is made: steps_per_floor x floor
// steps, each +1 or -1 to one of `stats`.
struct MicrochipDefinition {
  Appearance look;
  int steps_per_floor = 0;
  std::vector<ChipStat> stats;
};

// Gadgets: Flash dazzles the monsters around the player, Teleport sends the player elsewhere on the floor,
// RevealMap shows them the whole floor and its traps.
enum class ItemEffect { Heal, Unlock, CurePoison, Throw, Flash, Teleport, RevealMap };
// An item's "effect" in items.json, and the kind of thing the inventory calls it.
inline constexpr auto kItemEffectNames = core::enum_table<ItemEffect>({
    {ItemEffect::Heal, "heal", "Healing"},
    {ItemEffect::Unlock, "unlock", "Key"},
    {ItemEffect::CurePoison, "cure_poison", "Cure"},
    {ItemEffect::Throw, "throw", "Throwable"},
    {ItemEffect::Flash, "flash", "Gadget"},
    {ItemEffect::Teleport, "teleport", "Gadget"},
    {ItemEffect::RevealMap, "reveal_map", "Gadget"},
});

// What every item of a kind is and does: an item keeps a copy when it is made (game::Item::traits), and
// items join one stack only when their traits are the same.
struct ItemTraits {
  ItemEffect effect = ItemEffect::Heal;
  int amount = 0;  // hit points for Heal
  // A throwable's (and a ranged weapon's ammunition's): its damage roll, before the target's defence;
  // how far it flies by hand; the radius around where it comes down that it also strikes; whether it
  // breaks there instead of landing; the statuses it may cause in whoever it strikes; and how far the
  // noise it lands with carries (a lure's), 0 for the rules' noise of a thrown thing. A flash has an
  // area and statuses too: around the player.
  IntRange damage = {};
  int range = 0;
  int area = 0;
  bool breaks = false;
  std::vector<Infliction> inflicts = {};
  int noise = 0;
  friend bool operator==(const ItemTraits&, const ItemTraits&) = default;
};

// An item's whole-number trait, read from items.json and kept by saves as kMonsterNumbers are. One that
// means something for one effect only (`only_for`) is read only for items of that effect; an item of
// another effect holds 0, and its entry may still write the field, which is then ignored.
struct ItemNumber : TraitNumber<ItemTraits> {
  std::optional<ItemEffect> only_for;
};

inline constexpr ItemNumber kItemNumbers[] = {
    {{"amount", &ItemTraits::amount, 1, kStatLimit, std::nullopt, "Hit points it restores; only for \"heal\"."},
     ItemEffect::Heal},
};

// A throwable's whole-number traits besides its damage: read from items.json for "throw" items only,
// and kept by saves in the item's "throw" object, which only a throwable has.
inline constexpr TraitNumber<ItemTraits> kThrowNumbers[] = {
    {"range", &ItemTraits::range, 1, kThrowRangeLimit, std::nullopt,
     "How far it flies when thrown, in tiles (a ranged weapon's own range when it is fired); only for \"throw\"."},
    {"area", &ItemTraits::area, 0, kAreaLimit, 0,
     "It also strikes every monster within this many tiles of where it comes down, in that tile's view; 0: only "
     "the one it hits. Only for \"throw\"."},
    {"noise", &ItemTraits::noise, 0, kNoiseLimit, 0,
     "How far the noise it lands with carries, in tiles: a lure's squeak wakes sleepers, who come to look, and "
     "draws the awake that search; 0: the rules' noise of a thrown thing. Only for \"throw\"."},
};

struct ItemDefinition {
  Appearance look;
  ItemTraits traits;
};

// A trap's whole-number trait, read from traps.json and kept by saves as kItemNumbers are; one that means
// something for one effect only (`only_for`) is read only for traps of that effect.
struct TrapNumber : TraitNumber<TrapTraits> {
  std::optional<TrapEffect> only_for;
};

inline constexpr TrapNumber kTrapNumbers[] = {
    {{"find_percent", &TrapTraits::find_percent, 0, kMaxPercent, std::nullopt,
      "The chance, each turn the player stands beside it with it in view, that they notice it; searching (a "
      "turn) finds it for sure from beside it."},
     std::nullopt},
    {{"radius", &TrapTraits::radius, 0, kAreaLimit, 0,
      "It also strikes everyone within this many tiles of it, in its view; 0: only the one who stepped on it. "
      "Only for \"strike\"."},
     TrapEffect::Strike},
    {{"noise", &TrapTraits::noise, 1, kNoiseLimit, std::nullopt,
      "How far its siren carries, in tiles: sleepers within half of it wake, and those awake come to look. Only "
      "for \"alarm\"."},
     TrapEffect::Alarm},
};

// A hidden pressure plate of traps.json (see traps.h).
struct TrapDefinition {
  Appearance look;
  TrapTraits traits;
};

// A hand-drawn room of rooms.json (see data/README.md, "Special rooms"): its map, what its glyphs stand
// for, and where and how often the generator places it.
struct RoomDefinition {
  // A room has a name and a description like any definition; no sprite and no sounds: its tiles are its look.
  Appearance look;
  std::vector<std::string> map;  // rows of glyphs, all of one width
  std::vector<RoomPlaceholder> legend;
  IntRange floors{1, 12};
  int chance = 100;       // percent of its floors that get one
  int max_per_floor = 1;  // each copy beyond the first rolls its chance again
  bool rotate = true;     // may be turned by a quarter, a half or three quarters
  bool mirror = true;     // may be flipped left to right
  int keys_outside = 0;   // keys for its locked doors that lie elsewhere on the floor
};

// How an item is scattered on each populated floor: `count` of them, or one with `chance` percent.
struct FloorItemRule {
  std::string item;
  IntRange count;
  int chance = 100;
};

// One kind of monster in a pack, and how many of it come with the leader.
struct PackMember {
  std::string monster;
  IntRange count;
};

// What a pack's members do when their leader dies: fight on as before, scatter (forget the player and
// wander off, a pack no more), or flee from the player for good.
enum class LeaderDeath { Fight, Scatter, Flee };
// floors.json's and saves' names of them.
inline constexpr auto kLeaderDeathNames = core::enum_table<LeaderDeath>({
    {LeaderDeath::Fight, "fight", "Fight on"},
    {LeaderDeath::Scatter, "scatter", "Scatter"},
    {LeaderDeath::Flee, "flee", "Flee for good"},
});

// A band that appears together on some floors: a leader and its members, placed around it. Members
// keep near their leader while idle, and the whole pack turns on the player when one of it does.
struct PackRule {
  std::string leader;
  std::vector<PackMember> members;
  IntRange floors{1, 12};
  int chance = 100;  // percent of those floors that get one
  LeaderDeath on_leader_death = LeaderDeath::Fight;
};

// The most floors a dungeon may have above the storeroom (floor 0). The
// boss's floor in floors.json is the run's top floor, at most this one.
inline constexpr int kHighestFloor = 13;

// What goes onto the generated floors, and the boss's floor (the top one).
struct FloorRules {
  IntRange populated_floors{1, 12};
  IntRange monster_count{8, 23};
  int monster_roll = 100;
  int chance_drop_per_floor = 10;
  std::string fallback_monster;
  int min_monster_distance = 6;
  int weapons_per_floor = 1;
  int armour_per_floor = 1;
  int microchips_per_floor = 1;
  int bonus_one_in_base = 13;
  int bonus_max_per_floor = 1;
  std::vector<FloorItemRule> items;
  std::vector<PackRule> packs;
  int boss_floor = 13;
  std::string boss_monster;
  FloorLook boss_look;           // the boss floor's name and tint, as a band gives its floors
  std::vector<FloorBand> bands;  // in the file's order; no two share a floor
  std::vector<Guardian> guardians;
};

// The researcher's starting stats and how levels grow them.
struct PlayerDefinition {
  std::string sprite = "player";
  int max_hp = 25;
  IntRange attack{1, 4};
  int defence = 4;
  int sight = 8;
  int inventory_slots = 32;
  std::vector<int> xp_thresholds;  // total XP for level 2, 3, ...
  StatBonus per_level;
};

// rules.json's names of the rules of sight (see core/sight.h).
inline constexpr auto kSightRuleNames = core::enum_table<core::SightRule>({
    {core::SightRule::Shadowcast, "shadowcast", "Symmetric shadowcasting"},
    {core::SightRule::LineOfSight, "line_of_sight", "Bresenham line of sight"},
    {core::SightRule::RayCast, "ray_cast", "Ray casting"},
});

// Numbers of the game's rules that are not about one kind of thing.
// How far the noise of each kind of action carries, in tiles.
struct NoiseRanges {
  int step = 3;    // the player's step
  int fight = 8;   // a blow struck or missed, by the player or at the player
  int door = 6;    // a door opened
  int thrown = 6;  // a thrown or fired thing coming down
};

struct RulesDefinition {
  // Damage is the attack roll minus this percentage of the defender's defence;
  // 0 or less is a miss. 100 is the tutorial's rule.
  int defence_percent = 100;
  int xp_per_pickup = 1;
  int poison_damage_per_turn = 1;
  // Turns a monster keeps chasing after it loses sight of the player.
  int monster_memory_turns = 6;
  // Chance per turn that an idle monster takes a step towards its patrol spot.
  int monster_wander_percent = 60;
  // How far the noise of each kind of action carries, in tiles: a sleeping monster within half of it
  // wakes, and beyond that the chance falls to nothing past its end (see game/rules/noise.h).
  NoiseRanges noise;
  // The player gets back one HP every this many turns (never while poisoned);
  // 0 turns it off, the tutorial's rule.
  int regeneration_turns = 0;
  // How the player's field of view and the monsters' sight of the player are worked out.
  core::Sight player_sight;
  core::Sight monster_sight;
};

}  // namespace content
