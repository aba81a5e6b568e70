// SPDX-License-Identifier: MIT
#include <doctest/doctest.h>

#include <array>
#include <set>

#include "core/distance_map.h"
#include "game/generation/floor_builder.h"
#include "game/generation/floor_check.h"
#include "shipped_content.h"

namespace {

// Steps needed to walk from one tile to another, or kUnreachable.
int walking_distance(const game::Floor& floor, core::Point from, core::Point to) {
  const std::array<core::Point, 1> goals{from};
  return core::distance_map(core::walkable_mask(floor.cells), goals)[to];
}

}  // namespace

TEST_CASE("floors 1 to 12 have both stairs, reachable from each other and far apart, and are solvable") {
  for (std::uint64_t seed = 0; seed < 200; ++seed) {
    for (int number = 1; number < game::top_floor(shipped_database()); ++number) {
      const auto next_id = std::make_shared<game::EntityIds>();
      const game::Floor floor = game::build_floor(number, seed, *shipped_factory(), next_id);
      const game::Entity* up = floor.stairs(game::StairsDirection::Up);
      const game::Entity* down = floor.stairs(game::StairsDirection::Down);
      REQUIRE(up != nullptr);
      REQUIRE(down != nullptr);
      CHECK(floor.is_floor(up->position));
      CHECK(floor.is_floor(down->position));
      // The up stairs are the farthest walk from the down stairs, so every floor is a real journey.
      const int distance = walking_distance(floor, down->position, up->position);
      REQUIRE(distance != core::kUnreachable);
      CHECK(distance >= 25);
      // Nothing in a wall, every tile reachable, the stairs before any locked door, a key for each door.
      const std::vector<std::string> problems = game::floor_problems(floor, down->position);
      CHECK_MESSAGE(problems.empty(), "seed " << seed << " floor " << number << ": " << problems.front());
    }
  }
}

TEST_CASE("floor 0 has only stairs up and the top floor only stairs down") {
  const auto next_id = std::make_shared<game::EntityIds>();
  const game::Floor start = game::build_floor(0, 1, *shipped_factory(), next_id);
  CHECK(start.stairs(game::StairsDirection::Up) != nullptr);
  CHECK(start.stairs(game::StairsDirection::Down) == nullptr);
  const game::Floor top = game::build_floor(game::top_floor(shipped_database()), 1, *shipped_factory(), next_id);
  CHECK(top.stairs(game::StairsDirection::Up) == nullptr);
  CHECK(top.stairs(game::StairsDirection::Down) != nullptr);
}

TEST_CASE("floors are at least the tutorial's 85 x 48 tiles") {
  const auto next_id = std::make_shared<game::EntityIds>();
  for (int number = 0; number <= game::top_floor(shipped_database()); ++number) {
    const game::Floor floor = game::build_floor(number, 3, *shipped_factory(), next_id);
    CHECK(floor.width() >= 85);
    CHECK(floor.height() >= 48);
  }
}

TEST_CASE("entity ids handed out while building floors are unique") {
  const auto next_id = std::make_shared<game::EntityIds>();
  const game::Floor a = game::build_floor(1, 5, *shipped_factory(), next_id);
  const game::Floor b = game::build_floor(2, 5, *shipped_factory(), next_id);
  std::set<game::EntityId> ids;
  for (const auto& entity : a.entities) ids.insert(entity.id);
  for (const auto& entity : b.entities) ids.insert(entity.id);
  for (const auto& trap : a.traps) ids.insert(trap.id);
  for (const auto& trap : b.traps) ids.insert(trap.id);
  CHECK(ids.size() == a.entities.size() + b.entities.size() + a.traps.size() + b.traps.size());
  CHECK(next_id->next() == 1 + ids.size());
}
