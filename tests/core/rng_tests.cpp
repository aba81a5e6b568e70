// SPDX-License-Identifier: MIT
#include <doctest/doctest.h>

#include <vector>

#include "core/rng.h"

using core::Rng;

TEST_CASE("two generators with the same seed give the same sequence") {
  Rng first(1234);
  Rng second(1234);
  for (int i = 0; i < 1000; ++i) REQUIRE(first.next_u64() == second.next_u64());
}

TEST_CASE("different seeds give different sequences") {
  Rng first(1);
  Rng second(2);
  int same = 0;
  for (int i = 0; i < 100; ++i) same += first.next_u64() == second.next_u64() ? 1 : 0;
  CHECK(same == 0);
}

TEST_CASE("uniform_int stays within its inclusive bounds and reaches both ends") {
  Rng rng(7);
  bool saw_low = false;
  bool saw_high = false;
  for (int i = 0; i < 10000; ++i) {
    const int roll = rng.uniform_int(-3, 4);
    REQUIRE(roll >= -3);
    REQUIRE(roll <= 4);
    saw_low = saw_low || roll == -3;
    saw_high = saw_high || roll == 4;
  }
  CHECK(saw_low);
  CHECK(saw_high);
}

TEST_CASE("uniform_int covers every value of a small range about equally") {
  Rng rng(99);
  std::vector<int> counts(6, 0);
  for (int i = 0; i < 60000; ++i) ++counts[rng.uniform_int(1, 6) - 1];
  for (const int count : counts) {
    CHECK(count > 9000);
    CHECK(count < 11000);
  }
}

TEST_CASE("uniform_int returns lo when hi is not above lo") {
  Rng rng(5);
  CHECK(rng.uniform_int(8, 8) == 8);
  CHECK(rng.uniform_int(8, 3) == 8);
  CHECK(rng.uniform_int(-2, -10) == -2);
}

TEST_CASE("one_in(n) comes up about once in n rolls") {
  Rng rng(11);
  int hits = 0;
  for (int i = 0; i < 40000; ++i) hits += rng.one_in(4) ? 1 : 0;
  CHECK(hits > 9400);
  CHECK(hits < 10600);
  CHECK(rng.one_in(1));
  CHECK(rng.one_in(0));
}

TEST_CASE("percent(p) comes up about p times in a hundred") {
  Rng rng(13);
  int hits = 0;
  for (int i = 0; i < 40000; ++i) hits += rng.percent(30) ? 1 : 0;
  CHECK(hits > 11400);
  CHECK(hits < 12600);
  int never = 0;
  int always = 0;
  for (int i = 0; i < 1000; ++i) {
    never += rng.percent(0) ? 1 : 0;
    always += rng.percent(100) ? 1 : 0;
  }
  CHECK(never == 0);
  CHECK(always == 1000);
}

TEST_CASE("saving and restoring the state replays the same rolls") {
  Rng rng(21);
  rng.next_u64();
  const Rng::State saved = rng.state();
  const int first = rng.uniform_int(0, 1000000);
  rng.set_state(saved);
  CHECK(rng.uniform_int(0, 1000000) == first);
}

TEST_CASE("mix_seed spreads neighbouring values apart") {
  CHECK(core::mix_seed(1) != core::mix_seed(2));
  CHECK(core::mix_seed(1) == core::mix_seed(1));
}
