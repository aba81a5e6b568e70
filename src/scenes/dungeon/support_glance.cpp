// SPDX-License-Identifier: MIT
#include "scenes/dungeon/support_glance.h"

#include <string>

namespace scenes {

namespace {

std::string tiles_text(int range) {
  return "up to " + std::to_string(range) + (range == 1 ? " tile" : " tiles");
}

std::string roll_text(content::IntRange roll) {
  return roll.min == roll.max ? std::to_string(roll.min) : std::to_string(roll.min) + "-" + std::to_string(roll.max);
}

std::string every_text(int cooldown) {
  return cooldown >= 2 ? ", at most every " + std::to_string(cooldown) + " turns" : "";
}

std::string bonus_text(const content::AllyBuff& buff) {
  return "+" + std::to_string(buff.attack) + " attack, +" + std::to_string(buff.defence) + " defence";
}

}  // namespace

std::optional<DescriptionLine> support_fact(const content::Ability& ability) {
  const std::string every = every_text(ability.cooldown);
  switch (ability.kind) {
    case content::AbilityKind::Blink:
      return DescriptionLine{std::string(ability.toward ? "Blinks toward you, " : "Blinks away from you, ") +
                                 tiles_text(ability.range) + every + ".",
                             FactTone::Plain};
    case content::AbilityKind::HealAllies:
      return DescriptionLine{"Heals its allies in view for " + roll_text(ability.heal) + ", " +
                                 tiles_text(ability.range) + " away" + every + ".",
                             FactTone::Plain};
    case content::AbilityKind::BuffAllies:
      return DescriptionLine{"Rallies its allies in view (" + bonus_text(ability.buff) + " for " +
                                 std::to_string(ability.buff.turns) + " turns), " + tiles_text(ability.range) +
                                 " away" + every + ".",
                             FactTone::Plain};
    default: return std::nullopt;
  }
}

std::optional<DescriptionLine> buff_fact(const game::Monster& monster) {
  if (!monster.buff) return std::nullopt;
  const int turns = monster.buff->turns + 1;  // this turn of its own included: it counts down before acting
  return DescriptionLine{"Rallied: " + bonus_text(*monster.buff) + " for " + std::to_string(turns) +
                             (turns == 1 ? " more turn." : " more turns."),
                         FactTone::Warning};
}

}  // namespace scenes
