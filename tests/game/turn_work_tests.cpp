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

namespace {

// A pack of a Neo Mouse and four leashed Micro Mice, awake, stands behind `far_sleepers` placed first in
// the floor's list; the first to notice the player turns the whole pack on them, and each member's step
// asks where its leader is. Returns the entities weighed as leader or member.
long long pack_round_behind(int far_sleepers) {
  Arena arena(long_hall(kNoiseHallWidth, kNoiseHallRows));
  arena.rules.monster_wander_percent = 100;
  add_far_sleepers(arena, far_sleepers);
  const auto leader = arena.add("Neo Mouse", {20, 4});
  std::vector<game::EntityId> members;
  for (const core::Point at : {core::Point{21, 4}, core::Point{22, 4}, core::Point{20, 5}, core::Point{4, 2}})
    members.push_back(arena.add("Micro Mouse", at));
  for (const auto member : members) {
    arena.changed(member).leader = leader;
    arena.changed(member).sleeping = false;
    arena.changed(member).traits.follows_leader = 3;  // each chase step asks where the leader is
  }
  arena.round();
  CHECK(arena.monster(leader).alert);
  return arena.work.pack_looked_at;
}

}  // namespace

TEST_CASE("a pack's members find their leader, and a pack its members, without looking through the floor") {
  const long long alone = pack_round_behind(0);
  CHECK(alone > 0);
  CHECK(pack_round_behind(300) == alone);
}
