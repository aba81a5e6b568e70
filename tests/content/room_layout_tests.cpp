// SPDX-License-Identifier: MIT
#include <doctest/doctest.h>

#include "content/room_layout.h"

namespace {

std::vector<std::string> rows_of(const content::RoomLayout& layout) {
  std::vector<std::string> rows;
  for (int y = 0; y < layout.height(); ++y) {
    std::string row;
    for (int x = 0; x < layout.width(); ++x) row += layout.at({x, y});
    rows.push_back(row);
  }
  return rows;
}

}  // namespace

TEST_CASE("a room turns a quarter clockwise and flips left to right, its ways in with it") {
  const content::RoomLayout room({"####", "#k.+", "####"});
  CHECK(rows_of(room.turned()) == std::vector<std::string>{"###", "#k#", "#.#", "#+#"});
  CHECK(rows_of(room.mirrored()) == std::vector<std::string>{"####", "+.k#", "####"});
  REQUIRE(room.entrances().size() == 1);
  CHECK(room.entrances()[0].door == core::Point{3, 1});
  CHECK(room.entrances()[0].outside() == core::Point{4, 1});
  const std::vector<content::RoomEntrance> turned = room.turned().entrances();
  REQUIRE(turned.size() == 1);
  CHECK(turned[0].door == core::Point{1, 3});
  CHECK(turned[0].outward == core::Point{0, 1});
  CHECK(rows_of(room.turned().turned().turned().turned()) == rows_of(room));
}

TEST_CASE("spaces are outside the room: a door beside one is a way in, and the outside beyond the map too") {
  const content::RoomLayout round({" ### ", "##.##", "+...#", "#####"});
  CHECK_FALSE(round.is_part({0, 0}));
  CHECK(round.at({-1, 2}) == ' ');
  const std::vector<content::RoomEntrance> ways = round.entrances();
  REQUIRE(ways.size() == 1);
  CHECK(ways[0].outward == core::Point{-1, 0});
  CHECK(content::check_room_shape(round, 0).empty());
}

TEST_CASE("a room's shape problems: no way in, a part cut off, too few keys before the locked doors") {
  CHECK(content::check_room_shape(content::RoomLayout({"###", "#.#", "###"}), 0).front().tile == core::Point{-1, -1});
  const auto cut_off = content::check_room_shape(content::RoomLayout({"#####", "#.#.#", "#+###"}), 0);
  REQUIRE(cut_off.size() == 1);
  CHECK(cut_off[0].tile == core::Point{3, 1});
  // The key lies behind the only locked door; with one key elsewhere on the floor, it is solvable.
  const content::RoomLayout locked({"####", "#k.#", "##L#"});
  CHECK_FALSE(content::check_room_shape(locked, 0).empty());
  CHECK(content::check_room_shape(locked, 1).empty());
  // A key before the inner door opens it.
  CHECK(content::check_room_shape(content::RoomLayout({"#####", "#.L.#", "#k###", "#+###"}), 0).empty());
}
