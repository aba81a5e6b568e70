// SPDX-License-Identifier: MIT
#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "monster_arena.h"

namespace {

// The researcher at the left of a wide room, a pack's leader and one member at the right.
const std::vector<std::string> kLeashRoom{
    "####################", "#..................#", "#@.............M.L.#",
    "#..................#", "####################",
};

// A leader that never moves, and a member that hunts the player: on a leash of `leash` steps, or none.
struct LeashedPack {
  Arena arena{kLeashRoom};
  game::EntityId leader = arena.add("Tough Mouse", find_mark(kLeashRoom, 'L'));
  game::EntityId member = arena.add("Neo Mouse", find_mark(kLeashRoom, 'M'));

  explicit LeashedPack(int leash) {
    arena.player.hp = 1'000'000;  // the test is about where the member goes, not what it does
    arena.changed(leader).traits.stationary = true;
    game::Monster& hunter = arena.changed(member);
    hunter.leader = leader;
    hunter.traits.follows_leader = leash;
  }

  int member_from_leader() const {
    return core::chebyshev_distance(arena.entity(member).position, arena.entity(leader).position);
  }
};

}  // namespace

TEST_CASE("a member on a leash hunts no farther from its leader than the leash, and holds there") {
  LeashedPack pack(3);
  for (int round = 0; round < 12; ++round) {
    pack.arena.round();
    CHECK(pack.member_from_leader() <= 3);
  }
  CHECK(pack.member_from_leader() == 3);
}

TEST_CASE("a member without a leash runs ahead of its leader to the player") {
  LeashedPack pack(0);
  for (int round = 0; round < 16; ++round) pack.arena.round();
  CHECK(core::chebyshev_distance(pack.arena.entity(pack.member).position, pack.arena.player.position) == 1);
}

TEST_CASE("a member beyond its leash walks back to its leader") {
  LeashedPack pack(2);
  game::Entity& member = const_cast<game::Entity&>(pack.arena.entity(pack.member));
  member.position = {5, 2};  // far from its leader, near the player
  pack.arena.round();
  CHECK(member.position.x == 6);
  for (int round = 0; round < 12; ++round) pack.arena.round();
  CHECK(pack.member_from_leader() <= 2);
}

TEST_CASE("a member whose leader is dead hunts on its own") {
  LeashedPack pack(2);
  std::erase_if(pack.arena.floor.entities, [&pack](const game::Entity& e) { return e.id == pack.leader; });
  for (int round = 0; round < 16; ++round) pack.arena.round();
  CHECK(core::chebyshev_distance(pack.arena.entity(pack.member).position, pack.arena.player.position) == 1);
}
