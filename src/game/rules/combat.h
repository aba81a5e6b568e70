// SPDX-License-Identifier: MIT
#pragma once

#include "content/definitions.h"
#include "core/rng.h"

namespace game {

// One attack: the roll and the damage it did (0 is a miss).
struct AttackRoll {
  int roll = 0;
  int damage = 0;
  bool missed() const { return damage <= 0; }
};

// How much of a defence counts against a blow: `defence_percent` % of it.
int defence_reduction(int defence, int defence_percent);

// The damage rule: a roll between the attacker's min and max attack, less
// `defence_percent` % of the defender's defence; 0 or less is a miss.
AttackRoll roll_attack(content::IntRange attack, int defence, int defence_percent, core::Rng& rng);

// What one blow can do before it is rolled: the damage of the weakest and
// the strongest roll (0 when that roll misses), the share of rolls that miss,
// the defence it meets and how much of it counts. Every roll is equally likely.
struct BlowOdds {
  int least = 0;
  int most = 0;
  int miss_percent = 0;  // rounded to the nearest whole percent
  int defence = 0;
  int reduction = 0;  // defence_reduction(defence, defence_percent)
  bool can_hurt() const { return most > 0; }
};
BlowOdds blow_odds(content::IntRange attack, int defence, int defence_percent);

}  // namespace game
