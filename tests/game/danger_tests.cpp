// SPDX-License-Identifier: MIT
#include <doctest/doctest.h>

#include "game/rules/danger.h"

namespace {

game::Player fighter_with(int hp, int attack_min, int attack_max, int defence) {
  game::Player player;
  player.hp = hp;
  player.stats = {hp, attack_min, attack_max, defence};
  return player;
}

game::Monster monster_with(int hp, content::IntRange attack, int defence) {
  game::Monster monster;
  monster.hp = hp;
  monster.max_hp = hp;
  monster.traits.attack = attack;
  monster.traits.defence = defence;
  return monster;
}

}  // namespace

TEST_CASE("blows to kill run from every roll the strongest to every roll the weakest") {
  const game::BlowsToKill blows = game::blows_to_kill(game::blow_odds({2, 4}, 0, 100), 7);
  CHECK(blows.fewest == 2);  // 4 + 4 >= 7
  CHECK(blows.most == 4);    // 2 + 2 + 2 < 7
  CHECK(game::blows_to_kill(game::blow_odds({5, 5}, 0, 100), 10).most == 2);
}

TEST_CASE("blows to kill have no upper bound when rolls can miss, and none at all when nothing hurts") {
  const game::BlowsToKill with_misses = game::blows_to_kill(game::blow_odds({1, 6}, 2, 100), 8);
  CHECK(with_misses.fewest == 2);
  CHECK_FALSE(with_misses.most);
  const game::BlowsToKill hopeless = game::blows_to_kill(game::blow_odds({1, 3}, 5, 100), 8);
  CHECK_FALSE(hopeless.fewest);
  CHECK_FALSE(hopeless.most);
}

TEST_CASE("the danger of a monster weighs its bite against your defence and your blow against its defence") {
  // A Micro Mouse (bite 1-2, defence 1, 3 HP) against a fresh researcher (8 HP, 2-4, defence 0).
  const game::Danger danger = game::assess_danger(fighter_with(8, 2, 4, 0), monster_with(3, {1, 2}, 1), 100);
  CHECK(danger.its_blow.least == 1);
  CHECK(danger.its_blow.most == 2);
  CHECK(danger.its_blow.reduction == 0);
  CHECK(danger.your_blow.least == 1);
  CHECK(danger.your_blow.most == 3);
  CHECK(danger.your_blow.reduction == 1);
  CHECK(danger.to_kill_it.fewest == 1);
  CHECK(danger.to_kill_it.most == 3);
  CHECK(danger.to_kill_you.fewest == 4);
  CHECK(danger.to_kill_you.most == 8);
}

TEST_CASE("the danger follows the player's current HP and the monster's wounds, not their maxima") {
  game::Player hurt = fighter_with(10, 2, 4, 1);
  hurt.hp = 3;
  game::Monster wounded = monster_with(20, {4, 6}, 0);
  wounded.hp = 4;
  const game::Danger danger = game::assess_danger(hurt, wounded, 100);
  CHECK(danger.to_kill_you.fewest == 1);  // a bite of 5 after defence 1 ends 3 HP
  CHECK(danger.to_kill_it.fewest == 1);
  CHECK(danger.to_kill_it.most == 2);
}

TEST_CASE("defence_percent shapes the danger as it shapes the roll") {
  const game::Danger no_defence = game::assess_danger(fighter_with(10, 2, 4, 6), monster_with(9, {3, 5}, 6), 0);
  CHECK(no_defence.its_blow.least == 3);
  CHECK(no_defence.your_blow.most == 4);
  const game::Danger full_defence = game::assess_danger(fighter_with(10, 2, 4, 6), monster_with(9, {3, 5}, 6), 100);
  CHECK_FALSE(full_defence.its_blow.can_hurt());
  CHECK_FALSE(full_defence.to_kill_you.fewest);
  CHECK_FALSE(full_defence.your_blow.can_hurt());
}
