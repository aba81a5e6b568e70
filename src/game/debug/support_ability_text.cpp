// SPDX-License-Identifier: MIT
#include "game/debug/support_ability_text.h"

namespace game::debug {

namespace {

std::string steps_text(int range) {
  return "up to " + std::to_string(range) + (range == 1 ? " step" : " steps");
}

std::string roll_text(content::IntRange roll) {
  return roll.min == roll.max ? std::to_string(roll.min) : std::to_string(roll.min) + "-" + std::to_string(roll.max);
}

}  // namespace

std::optional<std::string> support_ability_text(const content::Ability& ability) {
  switch (ability.kind) {
    case content::AbilityKind::Blink:
      return std::string(ability.toward ? " (toward you, " : " (away, ") + steps_text(ability.range) + ")";
    case content::AbilityKind::HealAllies:
      return " (" + roll_text(ability.heal) + " HP to each hurt ally in view " + steps_text(ability.range) + " away)";
    case content::AbilityKind::BuffAllies:
      return " (+" + std::to_string(ability.buff.attack) + " attack, +" + std::to_string(ability.buff.defence) +
             " defence for " + std::to_string(ability.buff.turns) + " turns to each ally in view " +
             steps_text(ability.range) + " away)";
    default: return std::nullopt;
  }
}

}  // namespace game::debug
