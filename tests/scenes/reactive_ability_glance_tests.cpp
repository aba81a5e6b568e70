// SPDX-License-Identifier: MIT
// What the hover panel and the debug console's `ai NAME` tell of a thief, a splitter and a burster.
#include <doctest/doctest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "game/debug/behaviour_text.h"
#include "game/rules/danger.h"
#include "scenes/dungeon/monster_glance.h"

namespace {

std::vector<std::string> glance_texts(const game::Monster& monster) {
  std::vector<std::string> texts;
  for (const scenes::DescriptionLine& fact : scenes::monster_facts(monster, game::Danger{})) texts.push_back(fact.text);
  return texts;
}

bool has_text(const std::vector<std::string>& texts, const std::string& text) {
  return std::ranges::find(texts, text) != texts.end();
}

content::Ability ability_of(content::AbilityKind kind) {
  content::Ability ability;
  ability.kind = kind;
  ability.split.max_alive = 6;
  ability.split.min_hp = 4;
  ability.radius = 2;
  ability.damage = {2, 6};
  ability.name = "burst";
  return ability;
}

}  // namespace

TEST_CASE("the hover panel tells a thief, what it carries, a splitter and a burster") {
  game::Monster thief;
  thief.traits.abilities = {ability_of(content::AbilityKind::StealAndFlee)};
  CHECK(has_text(glance_texts(thief), "Snatches a thing from your pack, then runs."));
  CHECK_FALSE(
      std::ranges::any_of(glance_texts(thief), [](const std::string& text) { return text.starts_with("Carries"); }));
  game::Entity loot;
  loot.name = "Health Pack";
  thief.carried.push_back(loot);
  CHECK(has_text(glance_texts(thief), "Carries your Health Pack."));

  game::Monster splitter;
  splitter.traits.abilities = {ability_of(content::AbilityKind::Split)};
  CHECK(has_text(glance_texts(splitter), "Splits in two when hit, up to 6 of its kind."));

  game::Monster burster;
  burster.traits.abilities = {ability_of(content::AbilityKind::Burst)};
  CHECK(has_text(glance_texts(burster), "Bursts when it dies: 2-6 to all within 2 tiles."));
}

TEST_CASE("ai NAME tells a split and a burst as no turn's choice, and a thief's steal") {
  content::MonsterDefinition monster;
  monster.look.name = "Odd Mouse";
  monster.traits.abilities = {ability_of(content::AbilityKind::StealAndFlee), ability_of(content::AbilityKind::Split),
                              ability_of(content::AbilityKind::Burst)};
  const std::string text = game::debug::behaviour_text(monster, nullptr);
  CHECK(text.find("1. steal_and_flee (snatches a thing from your pack next to it, then flees for good)") !=
        std::string::npos);
  CHECK(text.find("2. split (when hit and alive: a copy beside it, at most 6 of its kind, from 4 HP; never a turn's "
                  "choice)") != std::string::npos);
  CHECK(text.find("3. burst \"burst\" (2-6 within 2 when it dies; never a turn's choice)") != std::string::npos);
}
