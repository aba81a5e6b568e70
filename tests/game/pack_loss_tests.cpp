// SPDX-License-Identifier: MIT
// A pack whose leader dies: members that fight on, scatter or flee for good, as floors.json's
// on_leader_death says, and what of it a save keeps.

#include <doctest/doctest.h>

#include "game/generation/floor_builder.h"
#include "game/rules/pack_loss.h"
#include "game/saving/entity_codec.h"
#include "game/saving/saved_json_reader.h"
#include "monster_arena.h"
#include "shipped_content.h"
#include "temp_data_folder.h"

namespace {

const std::vector<std::string> kPackHall{
    "########################", "#......................#", "#......................#",
    "#.....@LM..............#", "#......................#", "########################",
};

// A hunting leader beside the player and a hunting member beside it, told what to do when it dies.
struct HuntingPack {
  Arena arena{kPackHall};
  game::EntityId leader = arena.add("Tough Mouse", find_mark(kPackHall, 'L'));
  game::EntityId member = arena.add("Micro Mouse", find_mark(kPackHall, 'M'));

  explicit HuntingPack(content::LeaderDeath order) {
    arena.floor.visible.compute(arena.floor.opaque, arena.player.position, 30);
    for (const game::EntityId id : {leader, member}) {
      arena.changed(id).alert = true;
      arena.changed(id).memory = arena.rules.monster_memory_turns;
    }
    arena.changed(member).leader = leader;
    arena.changed(member).on_leader_death = order;
  }

  void kill_leader() {
    std::erase_if(arena.floor.entities, [this](const game::Entity& e) { return e.id == leader; });
    game::leader_died(arena.floor, leader, arena.rules.monster_memory_turns, arena.messages, arena.turn);
  }
  int distance_to_player() const {
    return core::chebyshev_distance(arena.entity(member).position, arena.player.position);
  }
};

std::shared_ptr<game::ContentLibrary> library_with_pack(TempDataFolder& folder, const std::string& order) {
  constexpr const char* kBoss = "\"boss\": { \"floor\": 13";
  folder.drop_the_bands();  // the bands' own packs would stand in for this one on their floors
  folder.replace("floors.json", kBoss,
                 "\"packs\": [{ \"leader\": \"Tough Mouse\", \"floors\": [1, 1], \"on_leader_death\": \"" + order +
                     "\", \"members\": [ { \"monster\": \"Micro Mouse\", \"count\": { \"min\": 2, \"max\": 2 } } ] "
                     "}], " +
                     std::string(kBoss));
  return library_from(folder.path());
}

}  // namespace

TEST_CASE("members that fight on keep hunting the player when their leader dies, as before") {
  HuntingPack pack(content::LeaderDeath::Fight);
  pack.kill_leader();
  CHECK(pack.arena.monster(pack.member).alert);
  CHECK(pack.arena.monster(pack.member).leader == pack.leader);
  CHECK(pack.arena.messages.empty());
  pack.arena.round();
  CHECK(pack.distance_to_player() == 1);  // it closed in
}

TEST_CASE("members that scatter run off heeding nothing, then wander as loners that forgot the player") {
  HuntingPack pack(content::LeaderDeath::Scatter);
  pack.kill_leader();
  CHECK(pack.arena.messages.all().back().text == "Its pack scatters.");
  CHECK_FALSE(pack.arena.monster(pack.member).alert);
  CHECK_FALSE(pack.arena.monster(pack.member).leader);
  CHECK(pack.arena.monster(pack.member).fleeing);
  const int turns = pack.arena.rules.monster_memory_turns;
  REQUIRE(turns > 2);
  for (int i = 0; i < turns - 1; ++i) pack.arena.round();
  CHECK(pack.distance_to_player() >= turns - 1);  // a step away each turn, never back
  CHECK(pack.arena.monster(pack.member).fleeing);
  pack.arena.round();
  CHECK(pack.arena.monster(pack.member).scattering == 0);
  CHECK_FALSE(pack.arena.monster(pack.member).fleeing);
}

TEST_CASE("members that flee run from the player for good, at full health, until cornered") {
  HuntingPack pack(content::LeaderDeath::Flee);
  pack.kill_leader();
  CHECK(pack.arena.messages.all().back().text == "Its pack turns to flee!");
  CHECK(pack.arena.monster(pack.member).routed);
  REQUIRE(pack.arena.monster(pack.member).hp == pack.arena.monster(pack.member).max_hp);
  int farthest = pack.distance_to_player();
  for (int i = 0; i < 8; ++i) {
    pack.arena.round();
    CHECK(pack.arena.monster(pack.member).fleeing);
    CHECK(pack.distance_to_player() > farthest);
    farthest = pack.distance_to_player();
  }
}

TEST_CASE("a member of another pack, or a loner, is left alone when a leader dies, and no one is told") {
  HuntingPack pack(content::LeaderDeath::Flee);
  pack.arena.changed(pack.member).leader = pack.leader + 100;
  pack.kill_leader();
  CHECK_FALSE(pack.arena.monster(pack.member).routed);
  CHECK(pack.arena.messages.empty());
}

TEST_CASE("floors.json's on_leader_death reaches each member, and a save keeps it and what came of it") {
  for (const auto& [order, expected] :
       {std::pair{"fight", content::LeaderDeath::Fight}, std::pair{"scatter", content::LeaderDeath::Scatter},
        std::pair{"flee", content::LeaderDeath::Flee}}) {
    CAPTURE(order);
    TempDataFolder folder;
    const auto library = library_with_pack(folder, order);
    const game::Floor floor = game::build_floor(1, 3, *library->factory(), std::make_shared<game::EntityIds>());
    int members = 0;
    for (const game::Entity& entity : floor.entities) {
      const auto* monster = std::get_if<game::Monster>(&entity.kind);
      if (monster == nullptr || !monster->leader) continue;
      ++members;
      CHECK(monster->on_leader_death == expected);
      game::Entity changed = entity;
      std::get<game::Monster>(changed.kind).routed = true;
      std::get<game::Monster>(changed.kind).scattering = 4;
      const nlohmann::json saved = game::entity_to_json(changed);
      CHECK(saved["monster"].contains("on_leader_death") == (expected != content::LeaderDeath::Fight));
      std::string problem;
      game::SavedJsonReader reader(saved, problem);
      const std::optional<game::Entity> loaded = game::entity_from_json(reader, *library->factory());
      REQUIRE(loaded);
      CHECK(problem.empty());
      const auto& back = std::get<game::Monster>(loaded->kind);
      CHECK(back.on_leader_death == expected);
      CHECK(back.routed);
      CHECK(back.scattering == 4);
    }
    CHECK(members == 2);
  }
}
