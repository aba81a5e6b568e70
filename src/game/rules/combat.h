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

// The damage rule: a roll between the attacker's min and max attack, less
// `defence_percent` % of the defender's defence; 0 or less is a miss.
AttackRoll roll_attack(content::IntRange attack, int defence, int defence_percent, core::Rng& rng);

}  // namespace game
