// SPDX-License-Identifier: MIT
#include <doctest/doctest.h>

#include <algorithm>

#include "game/rules/combat.h"

TEST_CASE("damage is the roll less the defence, and 0 or less is a miss") {
  core::Rng rng(1);
  for (int i = 0; i < 500; ++i) {
    const game::AttackRoll hit = game::roll_attack({6, 9}, 4, 100, rng);
    CHECK(hit.roll >= 6);
    CHECK(hit.roll <= 9);
    CHECK(hit.damage == hit.roll - 4);
    CHECK_FALSE(hit.missed());
  }
}

TEST_CASE("a defence at or above the best roll always misses") {
  core::Rng rng(2);
  for (int i = 0; i < 200; ++i) {
    CHECK(game::roll_attack({1, 4}, 4, 100, rng).missed());
    CHECK(game::roll_attack({1, 4}, 40, 100, rng).damage == 0);
  }
}

TEST_CASE("the edges of the attack range are both rolled") {
  core::Rng rng(3);
  bool saw_min = false;
  bool saw_max = false;
  for (int i = 0; i < 500; ++i) {
    const int roll = game::roll_attack({1, 4}, 0, 100, rng).roll;
    saw_min = saw_min || roll == 1;
    saw_max = saw_max || roll == 4;
  }
  CHECK(saw_min);
  CHECK(saw_max);
}

TEST_CASE("defence_percent scales how much defence counts") {
  core::Rng rng(4);
  const game::AttackRoll half = game::roll_attack({10, 10}, 8, 50, rng);
  CHECK(half.damage == 6);
  const game::AttackRoll none = game::roll_attack({10, 10}, 8, 0, rng);
  CHECK(none.damage == 10);
}

TEST_CASE("blow odds give the damage of the weakest and strongest roll after defence") {
  const game::BlowOdds odds = game::blow_odds({3, 5}, 2, 100);
  CHECK(odds.least == 1);
  CHECK(odds.most == 3);
  CHECK(odds.miss_percent == 0);
  CHECK(odds.defence == 2);
  CHECK(odds.reduction == 2);
  CHECK(odds.can_hurt());
}

TEST_CASE("blow odds count the rolls that miss, and none hurt when defence beats the best roll") {
  // Rolls 1..4 against a reduction of 2: rolls 1 and 2 miss.
  const game::BlowOdds half = game::blow_odds({1, 4}, 2, 100);
  CHECK(half.least == 0);
  CHECK(half.most == 2);
  CHECK(half.miss_percent == 50);
  // Rolls 1..3 against 1: one in three misses, 33 %.
  CHECK(game::blow_odds({1, 3}, 1, 100).miss_percent == 33);
  const game::BlowOdds hopeless = game::blow_odds({1, 4}, 9, 100);
  CHECK(hopeless.most == 0);
  CHECK(hopeless.miss_percent == 100);
  CHECK_FALSE(hopeless.can_hurt());
  // defence_percent counts here as it does in the roll.
  const game::BlowOdds halved = game::blow_odds({10, 10}, 8, 50);
  CHECK(halved.least == 6);
  CHECK(halved.defence == 8);
  CHECK(halved.reduction == 4);
}

TEST_CASE("blow odds agree with what rolled attacks do") {
  core::Rng rng(5);
  const content::IntRange attack{1, 10};
  const game::BlowOdds odds = game::blow_odds(attack, 4, 100);
  int least = 1000;
  int most = -1;
  int misses = 0;
  constexpr int kRolls = 20000;
  for (int i = 0; i < kRolls; ++i) {
    const game::AttackRoll roll = game::roll_attack(attack, 4, 100, rng);
    least = std::min(least, roll.damage);
    most = std::max(most, roll.damage);
    if (roll.missed()) ++misses;
  }
  CHECK(least == odds.least);
  CHECK(most == odds.most);
  CHECK(misses * 100 / kRolls == doctest::Approx(odds.miss_percent).epsilon(0.1));
}
