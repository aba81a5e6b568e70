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

// A hall kHallWidth tiles long and kHallRows high, walled, the player near its west end.
std::vector<std::string> long_hall() {
  std::vector<std::string> rows{std::string(kHallWidth, '#')};
  for (int y = 0; y < kHallRows; ++y) rows.push_back('#' + std::string(kHallWidth - 2, '.') + '#');
  rows.push_back(std::string(kHallWidth, '#'));
  rows[2][2] = '@';
  return rows;
}

void put_to_sleep(Arena& arena, game::EntityId id) {
  arena.changed(id).sleeping = true;
}

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
  Arena arena(long_hall());
  const auto healer = arena.add("Assistant Mouse", {6, 2});
  arena.changed(healer).traits.stationary = true;
  const auto ally = arena.add("Neo Mouse", {7, 2});
  arena.changed(ally).hp = 1;
  put_to_sleep(arena, ally);
  const int far_columns = kHallWidth - 1 - kFarColumn;
  for (int i = 0; i < far_monsters; ++i)
    put_to_sleep(arena, arena.add("Micro Mouse", {kFarColumn + i % far_columns, 1 + i / far_columns}));
  arena.round();
  const bool healed = arena.monster(ally).hp > 1;
  arena.round();
  return {arena.work.allies_looked_at, healed, arena.monster(ally).buff.has_value()};
}

}  // namespace

TEST_CASE("a healer's search for its allies looks at the monsters near it, however many more stand far off") {
  const AllySearch alone = heal_then_buff_beside(0);
  const AllySearch crowded = heal_then_buff_beside(300);
  CHECK(crowded.healed);
  CHECK(crowded.buffed);
  CHECK(alone.looked_at > 0);
  // Work that grows with the far monsters would make a floor of thousands cost thousands each turn.
  CHECK(crowded.looked_at == alone.looked_at);
}
