// SPDX-License-Identifier: MIT
#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "monster_arena.h"

// How much a round of monster turns looks at stays with the monsters near what happens, however many
// more stand far off: a floor of thousands then costs each turn what a floor of ten does.

namespace {

constexpr int kNoiseHallWidth = 120;
constexpr int kNoiseHallRows = 8;
// Where the far sleepers start: beyond the reach of any blow's noise at the player.
constexpr int kFarSleepersColumn = 40;

// `count` sleepers in the hall's east end, far from the player.
void add_far_sleepers(Arena& arena, int count) {
  const int columns = kNoiseHallWidth - 1 - kFarSleepersColumn;
  for (int i = 0; i < count; ++i)
    arena.put_to_sleep(arena.add("Micro Mouse", {kFarSleepersColumn + i % columns, 1 + i / columns}));
}

struct BlowNoise {
  long long hearers_looked_at = 0;
  bool near_sleepers_woke = false;
};

// A Neo Mouse beside the player bites for a round, and a row of sleepers starts where its noise is sure
// to wake them and runs past where it is heard: the last wakes only as its neighbour's waking spreads.
BlowNoise bite_beside_sleepers(int far_sleepers) {
  Arena arena(long_hall(kNoiseHallWidth, kNoiseHallRows));
  arena.add("Neo Mouse", {3, 2});
  std::vector<game::EntityId> row;
  for (int x = 6; x <= 11; ++x) {
    row.push_back(arena.add("Micro Mouse", {x, 3}));
    arena.put_to_sleep(row.back());
  }
  add_far_sleepers(arena, far_sleepers);
  arena.round();
  return {arena.work.hearers_looked_at, !arena.monster(row.front()).sleeping && !arena.monster(row.back()).sleeping};
}

}  // namespace

TEST_CASE("a blow's noise and the waking it starts look only at the monsters near the blow") {
  const BlowNoise alone = bite_beside_sleepers(0);
  const BlowNoise crowded = bite_beside_sleepers(400);
  CHECK(crowded.near_sleepers_woke);
  CHECK(alone.hearers_looked_at > 0);
  // No more than the few a floor without the far sleepers has, which are all its monsters.
  CHECK(crowded.hearers_looked_at <= alone.hearers_looked_at);
}
