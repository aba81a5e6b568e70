// SPDX-License-Identifier: MIT
// Packs from floors.json: a leader placed with its members around it, members that keep near their
// leader while idle, a pack that turns on the player as one, and a member's leader kept through a save.

#include <doctest/doctest.h>

#include <map>

#include "game/generation/floor_builder.h"
#include "monster_arena.h"
#include "reloaded_world.h"
#include "shipped_content.h"
#include "temp_data_folder.h"

namespace {

constexpr const char* kBossRule = "\"boss\": { \"floor\": 13";
// On floor 1: a Tough Mouse leading two Micro Mice and one to three Neo Mice.
constexpr const char* kPackRule =
    "\"packs\": [{ \"leader\": \"Tough Mouse\", \"floors\": [1, 1], \"members\": [ { \"monster\": \"Micro Mouse\", "
    "\"count\": { \"min\": 2, \"max\": 2 } }, { \"monster\": \"Neo Mouse\", \"count\": { \"min\": 1, \"max\": 3 } } ] "
    "}], ";

std::shared_ptr<game::ContentLibrary> library_with_pack(TempDataFolder& folder) {
  folder.drop_the_bands();  // the bands' own packs would stand in for this one on their floors
  folder.replace("floors.json", kBossRule, std::string(kPackRule) + kBossRule);
  return library_from(folder.path());
}

// The floor's members grouped by their leader's id.
std::map<game::EntityId, std::vector<const game::Entity*>> members_by_leader(const game::Floor& floor) {
  std::map<game::EntityId, std::vector<const game::Entity*>> packs;
  for (const game::Entity& entity : floor.entities) {
    const auto* monster = std::get_if<game::Monster>(&entity.kind);
    if (monster && monster->leader) packs[*monster->leader].push_back(&entity);
  }
  return packs;
}

const game::Entity* entity_with_id(const game::Floor& floor, game::EntityId id) {
  for (const game::Entity& entity : floor.entities) {
    if (entity.id == id) return &entity;
  }
  return nullptr;
}

}  // namespace

TEST_CASE("a pack of floors.json comes with its leader and members around it, each member knowing its leader") {
  TempDataFolder folder;
  const auto library = library_with_pack(folder);
  for (std::uint64_t seed = 1; seed <= 20; ++seed) {
    CAPTURE(seed);
    const game::Floor floor = game::build_floor(1, seed, *library->factory(), std::make_shared<game::EntityIds>());
    const auto packs = members_by_leader(floor);
    REQUIRE(packs.size() == 1);
    const game::Entity* leader = entity_with_id(floor, packs.begin()->first);
    REQUIRE(leader);
    CHECK(leader->name == "Tough Mouse");
    const std::vector<const game::Entity*>& members = packs.begin()->second;
    const auto micro = std::ranges::count_if(members, [](const game::Entity* e) { return e->name == "Micro Mouse"; });
    const auto neo = std::ranges::count_if(members, [](const game::Entity* e) { return e->name == "Neo Mouse"; });
    CHECK(micro == 2);
    CHECK(neo >= 1);
    CHECK(neo <= 3);
    for (const game::Entity* member : members) CHECK(core::chebyshev_distance(member->position, leader->position) <= 3);
  }
  // Only on the floors the rule names.
  const game::Floor second = game::build_floor(2, 1, *library->factory(), std::make_shared<game::EntityIds>());
  CHECK(members_by_leader(second).empty());
}

TEST_CASE("a floors.json with no packs builds the same floors as before: nothing is rolled for packs") {
  TempDataFolder folder;
  folder.replace("floors.json", kBossRule, "\"packs\": [], " + std::string(kBossRule));
  const auto library = library_from(folder.path());
  for (int number = 1; number <= 3; ++number) {
    const game::Floor with_empty_list =
        game::build_floor(number, 9, *library->factory(), std::make_shared<game::EntityIds>());
    const game::Floor shipped = game::build_floor(number, 9, *shipped_factory(), std::make_shared<game::EntityIds>());
    REQUIRE(with_empty_list.entities.size() == shipped.entities.size());
    for (std::size_t i = 0; i < shipped.entities.size(); ++i) {
      CHECK(with_empty_list.entities[i].name == shipped.entities[i].name);
      CHECK(with_empty_list.entities[i].position == shipped.entities[i].position);
    }
  }
}

TEST_CASE("an idle member far from its leader wanders back to it") {
  const std::vector<std::string> rows{
      "##################", "#@...............#", "#................#", "#L..............M#", "##################",
  };
  Arena arena(rows);
  arena.rules.monster_wander_percent = 100;
  const auto leader = arena.add("Tough Mouse", find_mark(rows, 'L'));
  const auto member = arena.add("Micro Mouse", find_mark(rows, 'M'));
  arena.changed(member).leader = leader;
  arena.changed(member).traits.sight = 1;  // it never notices the player
  arena.changed(leader).traits.sight = 1;
  arena.changed(leader).traits.stationary = true;
  for (int i = 0; i < 20; ++i) arena.round();
  CHECK_FALSE(arena.monster(member).alert);
  CHECK(core::chebyshev_distance(arena.entity(member).position, arena.entity(leader).position) <= 3);
}

TEST_CASE("when one of a pack sees the player, the whole pack wakes and hunts") {
  const std::vector<std::string> rows{
      "##############", "#@.L.........#", "##########...#", "#M...........#", "##############",
  };
  Arena arena(rows);
  const auto leader = arena.add("Tough Mouse", find_mark(rows, 'L'));
  const auto member = arena.add("Micro Mouse", find_mark(rows, 'M'));  // behind the wall, out of sight
  arena.changed(member).leader = leader;
  arena.changed(member).sleeping = true;
  arena.round();
  CHECK(arena.monster(leader).alert);
  CHECK_FALSE(arena.monster(member).sleeping);
  CHECK(arena.monster(member).alert);
}

TEST_CASE("a member's leader is kept through a save") {
  TempDataFolder folder;
  const auto library = library_with_pack(folder);
  game::World world(1, library->factory());
  REQUIRE(world.setup().travel_to_floor(1));
  const auto packs = members_by_leader(world.floor());
  REQUIRE(packs.size() == 1);
  const game::World loaded = reloaded(world, library->factory());
  CHECK(members_by_leader(loaded.floor()).size() == 1);
  CHECK(members_by_leader(loaded.floor()).begin()->first == packs.begin()->first);
  CHECK(members_by_leader(loaded.floor()).begin()->second.size() == packs.begin()->second.size());
}
