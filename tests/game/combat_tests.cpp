#include <doctest/doctest.h>

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
