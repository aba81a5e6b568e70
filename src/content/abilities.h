// SPDX-License-Identifier: MIT
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "content/ally_support.h"
#include "content/int_range.h"
#include "content/limits.h"
#include "content/statuses.h"
#include "core/enum_table.h"

namespace content {

// What a monster can do on its turn besides moving (see data/README.md, "Abilities"). Split and burst
// are no turn actions: a split happens when the monster is hit, a burst when it dies (see is_turn_action).
enum class AbilityKind {
  Melee,
  Projectile,
  Summon,
  StealAndFlee,
  Split,
  Burst,
  Blink,
  HealAllies,
  BuffAllies,
};
// "projectile" in monsters.json; "shoots" where the game tells what a monster can do.
inline constexpr auto kAbilityKindNames = core::enum_table<AbilityKind>({
    {AbilityKind::Melee, "melee", "bites"},
    {AbilityKind::Projectile, "projectile", "shoots"},
    {AbilityKind::Summon, "summon", "summons"},
    {AbilityKind::StealAndFlee, "steal_and_flee", "steals"},
    {AbilityKind::Split, "split", "splits"},
    {AbilityKind::Burst, "burst", "bursts"},
    {AbilityKind::Blink, "blink", "blinks"},
    {AbilityKind::HealAllies, "heal_allies", "heals its allies"},
    {AbilityKind::BuffAllies, "buff_allies", "rallies its allies"},
});

// Whether the chooser may pick the kind on the monster's turn; the others act when it is hit or dies.
inline bool is_turn_action(AbilityKind kind) {
  return kind != AbilityKind::Split && kind != AbilityKind::Burst;
}

// What a summon calls: `count` of `monster` on free tiles next to the summoner, while fewer than
// `max_alive` of that kind are on the floor; with `dies_with_summoner` they vanish when it dies.
struct SummonCall {
  std::string monster;
  IntRange count{1, 1};
  int max_alive = 1;
  bool dies_with_summoner = false;
  std::string call = "squeaks";  // the log's verb for its call: "The Mother Board beeps, and ..."
  friend bool operator==(const SummonCall&, const SummonCall&) = default;
};

// How a monster splits when it is hit and lives: a copy of its kind beside it, the HP left shared,
// while fewer than `max_alive` of its kind are on the floor and it has at least `min_hp` left.
struct SplitRule {
  int max_alive = 1;
  int min_hp = 2;
  friend bool operator==(const SplitRule&, const SplitRule&) = default;
};

// When an ability may be chosen: every condition must hold. The defaults always hold.
struct AbilityConditions {
  int hp_below_percent = 101;  // its own HP below this percent of its most; 101: whatever its HP
  int distance_min = 0;        // the player at least this many steps away (eight directions)
  int distance_max = kSightLimit;
  bool needs_line_of_fire = false;  // a straight line to the player that no wall and nobody blocks
  int allies_in_view_at_least = 0;  // other monsters it sees, not counting itself
  std::optional<StatusKind> target_has_status;
  friend bool operator==(const AbilityConditions&, const AbilityConditions&) = default;
};

// One thing a monster can do, and when. Of those whose conditions hold and that are not cooling down,
// the highest priority is used; among equal ones the run's dice choose by weight, so none starves.
// A melee ability is the monster's bite: its `attack` roll and its `inflicts`. A projectile flies from
// the monster toward the player along a clear line of fire and does its own damage and statuses. A
// summon calls monsters to its side. A steal_and_flee takes an item from the player's pack next to it
// and runs for good. A split and a burst are never chosen on a turn (see is_turn_action).
struct Ability {
  AbilityKind kind = AbilityKind::Melee;
  std::string name = "bite";  // what the messages call it: "The Dart Mouse's dart hits you for 3."
  int range = 1;              // in steps of eight directions; a melee ability reaches 1
  int cooldown = 0;           // used at most once every this many turns; 0 or 1: every turn
  int priority = 0;
  int weight = 1;
  IntRange damage;                   // a projectile's roll, before the player's defence
  std::vector<Infliction> inflicts;  // a projectile's statuses
  std::string sprite;                // a projectile in flight: a sprite of the texture atlas
  SummonCall summon;                 // a summon's call
  SplitRule split;                   // a split's cap
  int radius = 0;                    // a burst's reach around the monster (its damage and inflicts above)
  bool toward = true;                // a blink's aim: nearer the player, or (false) farther away
  IntRange heal;                     // heal_allies: the HP each hurt ally gets back, rolled for each
  AllyBuff buff;                     // buff_allies: the bonus each ally gets
  AbilityConditions when;
  friend bool operator==(const Ability&, const Ability&) = default;
};

// What a monster without an "abilities" list does: bite whatever stands next to it, as in the tutorial.
inline Ability plain_bite() {
  return {};
}

}  // namespace content
