// SPDX-License-Identifier: MIT
#include <doctest/doctest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "monster_arena.h"

namespace {

// A long hall: the researcher at the left end, the King at the right, far enough that he is still
// walking up when his fifth Neo Mouse comes.
const std::vector<std::string> kThroneHall{
    "##########################################", "#........................................#",
    "#@.....................................K.#", "#........................................#",
    "##########################################",
};

long neo_mice_on(const game::Floor& floor) {
  return std::ranges::count_if(floor.entities, [](const game::Entity& e) { return e.name == "Neo Mouse"; });
}

}  // namespace

TEST_CASE("the Mouse King calls a Neo Mouse every fourth turn while he walks up, and keeps at most five") {
  Arena arena(kThroneHall);
  arena.player.hp = 1'000'000;  // the Neo Mice bite; the test is about the King's calls
  const game::EntityId king = arena.add("Mouse King", find_mark(kThroneHall, 'K'));
  std::vector<int> calls;
  for (int round = 1; round <= 24; ++round) {
    const long before = neo_mice_on(arena.floor);
    const core::Point was = arena.entity(king).position;
    arena.round();
    const bool called = neo_mice_on(arena.floor) > before;
    if (called) calls.push_back(round);
    // A call is his turn: he walks on every other one.
    CHECK((arena.entity(king).position == was) == called);
  }
  CHECK(calls == std::vector<int>{1, 5, 9, 13, 17});
  CHECK(neo_mice_on(arena.floor) == 5);
}

TEST_CASE("the Mouse King beside the researcher bites rather than calls") {
  const std::vector<std::string> side_by_side{"#####", "#@K.#", "#####"};
  Arena arena(side_by_side);
  arena.player.hp = 1'000'000;
  arena.add("Mouse King", find_mark(side_by_side, 'K'));
  for (int round = 0; round < 8; ++round) arena.round();
  CHECK(neo_mice_on(arena.floor) == 0);
  CHECK(arena.player.hp < 1'000'000);
}
