// SPDX-License-Identifier: MIT
// The special rooms of rooms.json as the generator places them: every shipped room fits, connects and
// can be solved on every floor it may appear on, and a floor's solvability check finds what it must.
#include <doctest/doctest.h>

#include <array>
#include <memory>

#include "content/room_layout.h"
#include "core/distance_map.h"
#include "game/generation/floor_builder.h"
#include "game/generation/floor_check.h"
#include "shipped_content.h"
#include "test_floor.h"

namespace {

// The shipped content with only room `index`, placed on every floor it may appear on.
std::shared_ptr<const game::EntityFactory> factory_with_only_room(std::size_t index) {
  content::Database database = shipped_database();
  content::RoomDefinition room = database.rooms[index];
  room.chance = 100;
  room.max_per_floor = 1;
  database.rooms = {room};
  for (content::FloorBand& band : database.floors.bands) band.rooms.reset();
  return std::make_shared<const game::EntityFactory>(std::move(database));
}

// How many of the room's tiles hold something its map puts there (a door, a key, a monster, an item).
int things_in(const game::Floor& floor, core::Rect area) {
  int count = 0;
  for (const game::Entity& entity : floor.entities) count += area.contains(entity.position) ? 1 : 0;
  for (const game::Entity& trap : floor.traps) count += area.contains(trap.position) ? 1 : 0;
  return count;
}

// The glyphs of a room's map that always stand for something once placed.
int things_drawn(const content::RoomDefinition& room) {
  int count = 0;
  for (const std::string& row : room.map) {
    for (const char glyph : row) {
      const bool named = std::ranges::any_of(room.legend, [glyph](const content::RoomPlaceholder& entry) {
        return entry.glyph == glyph && !entry.name.empty();
      });
      count += glyph == '+' || glyph == 'L' || glyph == 'k' || named ? 1 : 0;
    }
  }
  return count;
}

}  // namespace

TEST_CASE("every shipped room is placed on 300 seeds of every floor it may appear on, fits, connects and is solvable") {
  const content::Database& shipped = shipped_database();
  REQUIRE(shipped.rooms.size() >= 8);
  for (std::size_t index = 0; index < shipped.rooms.size(); ++index) {
    const content::RoomDefinition& room = shipped.rooms[index];
    const auto factory = factory_with_only_room(index);
    const int last = std::min(room.floors.max, shipped.floors.populated_floors.max);
    for (int number = room.floors.min; number <= last; ++number) {
      int placed = 0;
      for (std::uint64_t seed = 1; seed <= 300; ++seed) {
        const game::BuiltFloor built =
            game::build_floor_with_rooms(number, seed, *factory, std::make_shared<game::EntityIds>());
        const std::vector<std::string> problems = game::floor_problems(built.floor, built.floor.player_start);
        INFO(room.look.name << " on floor " << number << ", seed " << seed);
        REQUIRE_MESSAGE(problems.empty(), problems.front());
        if (built.rooms.size() != 1) continue;
        ++placed;
        const core::Rect area = built.rooms.front().area;
        CHECK(area.x >= 1);
        CHECK(area.y >= 1);
        CHECK(area.x + area.w <= built.floor.width() - 1);
        CHECK(area.y + area.h <= built.floor.height() - 1);
        CHECK(things_in(built.floor, area) >= things_drawn(room));
      }
      INFO(room.look.name << " on floor " << number);
      CHECK(placed == 300);
    }
  }
}

namespace {

// A drawn floor with the shipped things at their marks: '<' the stairs up, 'L' a locked door ("Door"), 'k' a key,
// 'M' a Micro Mouse; the arrival at '@'.
game::Floor drawn_floor(const std::vector<std::string>& rows) {
  game::Floor floor = floor_from_text(rows);
  core::Rng rng(1);
  const std::pair<char, const char*> things[] = {
      {'<', "Stairs (Up)"}, {'L', "Door"}, {'k', "Key"}, {'M', "Micro Mouse"}};
  for (int y = 0; y < static_cast<int>(rows.size()); ++y) {
    for (int x = 0; x < static_cast<int>(rows[y].size()); ++x) {
      for (const auto& [mark, name] : things) {
        if (rows[y][x] != mark) continue;
        game::CreateResult made = shipped_factory()->create(name, {1, rng});
        REQUIRE_MESSAGE(made.entity, made.error);
        floor.place(*made.entity, {x, y});
      }
    }
  }
  return floor;
}

}  // namespace

TEST_CASE("the floor check passes a sound floor and names each way a floor cannot be played through") {
  const std::vector<std::string> sound{"#########", "#@.k<#..#", "#....L..#", "#########"};
  CHECK(game::floor_problems(drawn_floor(sound), find_mark(sound, '@')).empty());

  SUBCASE("the stairs up behind a locked door") {
    const std::vector<std::string> rows{"#########", "#@.k.#..#", "#....L.<#", "#########"};
    game::Floor floor = drawn_floor(rows);
    // The key taken away: the stairs are still behind the door, and no key opens it.
    std::erase_if(floor.entities, [](const game::Entity& entity) { return entity.name == "Key"; });
    const std::vector<std::string> problems = game::floor_problems(floor, find_mark(rows, '@'));
    REQUIRE(problems.size() == 2);
    CHECK(problems[0] == "the stairs up at 7,2 cannot be reached without opening a locked door");
    CHECK(problems[1] == "1 locked doors, but only 0 keys lie within reach before any of them");
  }
  SUBCASE("a key behind the door it opens") {
    const std::vector<std::string> rows{"#########", "#@.<.#.k#", "#....L..#", "#########"};
    CHECK(game::floor_problems(drawn_floor(rows), find_mark(rows, '@')) ==
          std::vector<std::string>{"1 locked doors, but only 0 keys lie within reach before any of them"});
  }
  SUBCASE("a monster in a wall and a floor tile cut off") {
    const std::vector<std::string> rows{"#########", "#@.<.#..#", "#....#..#", "#########"};
    game::Floor floor = drawn_floor(rows);
    core::Rng rng(1);
    floor.place(*shipped_factory()->create("Micro Mouse", {1, rng}).entity, {5, 1});
    const std::vector<std::string> problems = game::floor_problems(floor, find_mark(rows, '@'));
    REQUIRE(problems.size() == 2);
    CHECK(problems[0] == "the Micro Mouse at 5,1 stands outside the floor or in a wall");
    CHECK(problems[1] == "the floor tile at 6,1 cannot be reached from the arrival");
  }
}
