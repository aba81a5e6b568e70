// SPDX-License-Identifier: MIT
#include <doctest/doctest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "scenes/dungeon/monster_glance.h"

namespace {

std::vector<std::string> facts_of(const game::Monster& monster) {
  std::vector<std::string> found;
  for (const scenes::DescriptionLine& fact : scenes::monster_facts(monster, game::Danger{})) found.push_back(fact.text);
  return found;
}

bool tells(const std::vector<std::string>& facts, const std::string& text) {
  return std::ranges::find(facts, text) != facts.end();
}

}  // namespace

TEST_CASE("hovering a monster tells how it blinks, heals and rallies, and that it is rallied") {
  game::Monster shaman;
  content::Ability away;
  away.kind = content::AbilityKind::Blink;
  away.range = 5;
  away.toward = false;
  away.cooldown = 4;
  content::Ability heal;
  heal.kind = content::AbilityKind::HealAllies;
  heal.range = 6;
  heal.heal = {2, 5};
  content::Ability rally;
  rally.kind = content::AbilityKind::BuffAllies;
  rally.range = 1;
  rally.buff = {.attack = 2, .defence = 1, .turns = 5};
  shaman.traits.abilities = {away, heal, rally};
  const std::vector<std::string> facts = facts_of(shaman);
  CHECK(tells(facts, "Blinks away from you, up to 5 tiles, at most every 4 turns."));
  CHECK(tells(facts, "Heals its allies in view for 2-5, up to 6 tiles away."));
  CHECK(tells(facts, "Rallies its allies in view (+2 attack, +1 defence for 5 turns), up to 1 tile away."));
  CHECK(std::ranges::none_of(facts, [](const std::string& fact) { return fact.starts_with("Rallied"); }));

  game::Monster rallied;
  rallied.buff = content::AllyBuff{.attack = 2, .defence = 1, .turns = 0};
  CHECK(tells(facts_of(rallied), "Rallied: +2 attack, +1 defence for 1 more turn."));
}
