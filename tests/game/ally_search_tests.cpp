// SPDX-License-Identifier: MIT
#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "monster_arena.h"

namespace {

constexpr int kHallWidth = 100;
constexpr int kHallRows = 8;
// Where the far monsters start: beyond any heal's or buff's reach of the healer.
constexpr int kFarColumn = 40;

// What a healer did over two rounds, and how many entities its searches for allies looked at.
struct AllySearch {
  long long looked_at = 0;
  bool healed = false;
  bool buffed = false;
};

// An Assistant Mouse that stands its ground four steps from the player, a hurt ally asleep beside it,
// and `far_monsters` sleepers at the hall's east end. It heals in the first round and buffs in the
// second, while its heal cools down.
AllySearch heal_then_buff_beside(int far_monsters) {
  Arena arena(long_hall(kHallWidth, kHallRows));
  const auto healer = arena.add("Assistant Mouse", {6, 2});
  arena.changed(healer).traits.stationary = true;
  const auto ally = arena.add("Neo Mouse", {7, 2});
  arena.changed(ally).hp = 1;
  arena.put_to_sleep(ally);
  const int far_columns = kHallWidth - 1 - kFarColumn;
  for (int i = 0; i < far_monsters; ++i)
    arena.put_to_sleep(arena.add("Micro Mouse", {kFarColumn + i % far_columns, 1 + i / far_columns}));
  arena.round();
  const bool healed = arena.monster(ally).hp > 1;
  arena.round();
  return {arena.work.allies_looked_at, healed, arena.monster(ally).buff.has_value()};
}

// An Assistant Mouse four steps from the player, its heal and buff ready, with `allies` around it, all
// asleep, at full HP and holding a long bonus: neither has anyone to help. When `one_hurt`, the last
// placed has 1 HP. Returns the lines its searches traced over one round, and whether that one was healed.
struct HealerRound {
  long long lines_traced = 0;
  bool last_healed = false;
};

HealerRound healer_among(int allies, bool one_hurt) {
  Arena arena(long_hall(kHallWidth, kHallRows));
  const auto healer = arena.add("Assistant Mouse", {6, 4});
  arena.changed(healer).traits.stationary = true;
  std::vector<game::EntityId> placed;
  for (int i = 0; i < allies; ++i) {
    placed.push_back(arena.add("Neo Mouse", {3 + i % 8, 1 + (i / 8) * 6}));
    arena.put_to_sleep(placed.back());
    arena.changed(placed.back()).buff = content::AllyBuff{.attack = 1, .defence = 1, .turns = 100};
  }
  if (one_hurt) arena.changed(placed.back()).hp = 1;
  arena.round();
  return {arena.work.ally_lines_traced, one_hurt && arena.monster(placed.back()).hp > 1};
}

}  // namespace

TEST_CASE("a healer with no ally to help traces no line of sight to any of them") {
  CHECK(healer_among(16, false).lines_traced == 0);
  const HealerRound one_hurt = healer_among(16, true);
  CHECK(one_hurt.last_healed);
  CHECK(one_hurt.lines_traced > 0);
}

TEST_CASE("a healer's search for its allies looks at the monsters near it, however many more stand far off") {
  const AllySearch alone = heal_then_buff_beside(0);
  const AllySearch crowded = heal_then_buff_beside(300);
  CHECK(crowded.healed);
  CHECK(crowded.buffed);
  CHECK(alone.looked_at > 0);
  // Work that grows with the far monsters would make a floor of thousands cost thousands each turn.
  CHECK(crowded.looked_at == alone.looked_at);
}
