// SPDX-License-Identifier: MIT
#include <doctest/doctest.h>

#include <set>

#include "monster_arena.h"

namespace {

// The player in a corridor with a monster's tile ('M') beside them and one free tile beyond.
const std::vector<std::string> kMonsterBesidePlayer{
    "#####",
    "#@M.#",
    "#####",
};

// The player in a room with a monster's tile ('M') beside them and room to stumble about all round.
const std::vector<std::string> kRoomToStumbleAbout{
    "#######", "#.....#", "#.@M..#", "#.....#", "#######",
};

}  // namespace

TEST_CASE("a monster does not see the player through a wall") {
  const std::vector<std::string> rows{
      "###########",
      "#@...#...M#",
      "###########",
  };
  Arena arena(rows);
  arena.rules.monster_wander_percent = 0;
  const auto neo = arena.add("Neo Mouse", find_mark(rows, 'M'));
  arena.round();
  CHECK_FALSE(arena.monster(neo).alert);
}

TEST_CASE("a monster notices the player only inside its sight range") {
  // The Rabid Mouse sees 4 tiles, the Neo Mouse 24.
  std::vector<std::string> rows{
      "####################",
      "#@.........R......N#",
      "####################",
  };
  Arena arena(rows);
  arena.rules.monster_wander_percent = 0;
  const auto rabid = arena.add("Rabid Mouse", find_mark(rows, 'R'));
  const auto neo = arena.add("Neo Mouse", find_mark(rows, 'N'));
  arena.round();
  CHECK_FALSE(arena.monster(rabid).alert);
  CHECK(arena.monster(neo).alert);
}

TEST_CASE("an alert monster keeps chasing for its memory turns after losing sight, then gives up") {
  std::vector<std::string> rows{
      "#######",
      "#@...M#",
      "#######",
  };
  Arena arena(rows);
  arena.rules.monster_wander_percent = 0;
  arena.rules.monster_memory_turns = 3;
  const auto neo = arena.add("Neo Mouse", find_mark(rows, 'M'));
  arena.round();
  REQUIRE(arena.monster(neo).alert);
  // Wall the player off: the monster no longer sees them.
  arena.floor.cells[{2, 1}] = core::Cell::Wall;
  arena.floor.opaque[{2, 1}] = 1;
  arena.round();
  arena.round();
  CHECK(arena.monster(neo).alert);
  arena.round();
  CHECK_FALSE(arena.monster(neo).alert);
}

TEST_CASE("with no memory turns, a monster that loses sight forgets at once, its memory never below 0") {
  std::vector<std::string> rows{
      "#######",
      "#@...M#",
      "#######",
  };
  Arena arena(rows);
  arena.rules.monster_wander_percent = 0;
  arena.rules.monster_memory_turns = 0;
  const auto neo = arena.add("Neo Mouse", find_mark(rows, 'M'));
  arena.round();
  REQUIRE(arena.monster(neo).alert);
  arena.floor.cells[{2, 1}] = core::Cell::Wall;
  arena.floor.opaque[{2, 1}] = 1;
  for (int i = 0; i < 3; ++i) {
    arena.round();
    CHECK_FALSE(arena.monster(neo).alert);
    CHECK(arena.monster(neo).memory == 0);
  }
}

TEST_CASE("a chasing monster reaches the player around obstacles and bites") {
  std::vector<std::string> rows{
      "##########", "#@.......#", "#######..#", "#M.......#", "##########",
  };
  Arena arena(rows);
  const auto neo = arena.add("Neo Mouse", find_mark(rows, 'M'));
  // It knows where the player is (as if it had seen them) and must walk around the wall.
  std::get<game::Monster>(arena.floor.entities.back().kind).alert = true;
  std::get<game::Monster>(arena.floor.entities.back().kind).memory = 100;
  for (int i = 0; i < 30 && core::chebyshev_distance(arena.entity(neo).position, arena.player.position) > 1; ++i) {
    arena.round();
  }
  CHECK(core::chebyshev_distance(arena.entity(neo).position, arena.player.position) == 1);
  arena.round();
  CHECK(arena.messages.all().back().text.find("Neo Mouse") != std::string::npos);
}

TEST_CASE("chasing monsters never share a tile or stand on the player") {
  std::vector<std::string> rows{
      "###############", "#.............#", "#......@......#", "#.............#", "#MMMMMMMMMMMMM#", "###############",
  };
  Arena arena(rows);
  arena.player.hp = 100000;
  for (int x = 1; x <= 13; ++x) arena.add("Micro Mouse", {x, 4});
  for (int i = 0; i < 40; ++i) {
    arena.round();
    std::set<core::Point> tiles;
    for (const auto& entity : arena.floor.entities) {
      CHECK(entity.position != arena.player.position);
      CHECK(tiles.insert(entity.position).second);
    }
  }
}

TEST_CASE("dead monsters never act") {
  Arena arena(kMonsterBesidePlayer);
  const auto micro = arena.add("Micro Mouse", find_mark(kMonsterBesidePlayer, 'M'));
  arena.floor.entities.back().kind = [] {
    game::Monster dead;
    dead.hp = 0;
    dead.traits.attack = {5, 5};
    dead.alert = true;
    return dead;
  }();
  const int hp = arena.player.hp;
  arena.round();
  CHECK(arena.player.hp == hp);
  CHECK(arena.messages.empty());
  CHECK(arena.entity(micro).position == core::Point{2, 1});
}

TEST_CASE("monsters do not walk through locked doors") {
  std::vector<std::string> rows{
      "#######",
      "#@.D.M#",
      "#######",
  };
  Arena arena(rows);
  const auto door = arena.add("Door", find_mark(rows, 'D'));
  (void)door;
  arena.floor.opaque[find_mark(rows, 'D')] = 1;
  const auto neo = arena.add("Neo Mouse", find_mark(rows, 'M'));
  std::get<game::Monster>(arena.floor.entities.back().kind).alert = true;
  std::get<game::Monster>(arena.floor.entities.back().kind).memory = 100;
  for (int i = 0; i < 10; ++i) arena.round();
  CHECK(arena.entity(neo).position.x > find_mark(rows, 'D').x);
}

TEST_CASE("a killing bite is reported with the monster's name") {
  Arena arena(kMonsterBesidePlayer);
  arena.add("Meta Mouse", find_mark(kMonsterBesidePlayer, 'M'));
  arena.player.hp = 1;
  arena.player.stats.defence = 0;
  const auto killer = arena.round();
  REQUIRE(killer);
  CHECK(*killer == "Meta Mouse");
}

TEST_CASE("a monster that is always erratic never bites, even next to the player, and stumbles about instead") {
  Arena arena(kRoomToStumbleAbout);
  const auto neo = arena.add("Neo Mouse", find_mark(kRoomToStumbleAbout, 'M'));
  std::get<game::Monster>(arena.floor.entities.back().kind).traits.erratic = 100;
  const int hp = arena.player.hp;
  std::set<core::Point> visited{arena.entity(neo).position};
  for (int i = 0; i < 30; ++i) {
    arena.round();
    visited.insert(arena.entity(neo).position);
  }
  CHECK(arena.player.hp == hp);
  CHECK(arena.report.attacks.empty());
  CHECK(visited.size() >= 4);
}

TEST_CASE("a half-erratic monster next to the player both bites and stumbles") {
  Arena arena(kRoomToStumbleAbout);
  const auto neo = arena.add("Neo Mouse", find_mark(kRoomToStumbleAbout, 'M'));
  std::get<game::Monster>(arena.floor.entities.back().kind).traits.erratic = 50;
  arena.player.hp = 1'000'000;
  int stumbles_away = 0;
  for (int i = 0; i < 40; ++i) {
    arena.round();
    if (core::chebyshev_distance(arena.entity(neo).position, arena.player.position) > 1) ++stumbles_away;
  }
  CHECK_FALSE(arena.report.attacks.empty());
  CHECK(stumbles_away > 0);
}

TEST_CASE("a monster that flees runs from the player below its threshold and stands again once healed") {
  std::vector<std::string> rows{
      "###########", "#.........#", "#.@M......#", "#.........#", "###########",
  };
  Arena arena(rows);
  const auto neo = arena.add("Neo Mouse", find_mark(rows, 'M'));
  game::Monster& monster = std::get<game::Monster>(arena.floor.entities.back().kind);
  monster.traits.flee = content::Flee{.below_hp_percent = 50, .resume_hp_percent = 80};
  monster.max_hp = 10;
  monster.hp = 4;
  arena.player.hp = 1'000'000;
  for (int i = 0; i < 3; ++i) {
    const int before = core::chebyshev_distance(arena.entity(neo).position, arena.player.position);
    arena.round();
    CHECK(arena.monster(neo).fleeing);
    CHECK(core::chebyshev_distance(arena.entity(neo).position, arena.player.position) == before + 1);
  }
  CHECK(arena.report.attacks.empty());

  std::get<game::Monster>(arena.floor.entities.back().kind).hp = 8;  // healed to 80 %
  const int away = core::chebyshev_distance(arena.entity(neo).position, arena.player.position);
  arena.round();
  CHECK_FALSE(arena.monster(neo).fleeing);
  CHECK(core::chebyshev_distance(arena.entity(neo).position, arena.player.position) == away - 1);
}

TEST_CASE("a fleeing monster caught in a dead end turns and bites") {
  std::vector<std::string> rows{
      "#####",
      "#@M##",
      "#####",
  };
  Arena arena(rows);
  const auto neo = arena.add("Neo Mouse", find_mark(rows, 'M'));
  game::Monster& monster = std::get<game::Monster>(arena.floor.entities.back().kind);
  monster.traits.flee = content::Flee{.below_hp_percent = 50};
  monster.hp = 1;
  monster.max_hp = 10;
  arena.player.hp = 1'000'000;
  arena.round();
  CHECK(arena.monster(neo).fleeing);
  CHECK(arena.entity(neo).position == find_mark(rows, 'M'));
  CHECK(arena.report.attacks.size() == 1);
}
