// SPDX-License-Identifier: MIT
#include <doctest/doctest.h>

#include <optional>
#include <set>
#include <string>
#include <variant>
#include <vector>

#include "core/rng.h"
#include "game/travel/exploration.h"
#include "game/travel/exploration_plan.h"
#include "game/travel/route_map.h"
#include "game/world/world.h"
#include "shipped_content.h"
#include "test_floor.h"

namespace {

using core::Point;

// The steps a fresh search from `from` needs to reach the goal exploring would choose there.
std::optional<std::size_t> fresh_steps_to_goal(const game::Floor& floor, const game::Player& player) {
  const game::RouteMap routes(floor, game::known_walkable(floor, false), player.position);
  const auto goal = game::exploration_goal(game::exploration_targets(floor, player), routes);
  if (!goal) return std::nullopt;
  return routes.path_to(*goal)->size();
}

// A corridor of 30 tiles, the first 21 seen, the player at its west end: the frontier is 19 steps east.
game::Floor corridor() {
  game::Floor floor = floor_from_text({
      "################################",
      "#..............................#",
      "################################",
  });
  for (int x = 0; x <= 21; ++x) {
    for (int y = 0; y < 3; ++y) floor.seen[{x, y}] = 1;
  }
  return floor;
}

game::Entity health_pack_at(Point tile) {
  game::Entity item;
  item.id = 900;
  item.name = "Health Pack";
  item.position = tile;
  item.kind = game::Item{{content::ItemEffect::Heal, 10}, 1};
  return item;
}

// An exploring walk along corridor(), begun at (4,1); a test moves the player and changes the floor under it.
struct CorridorExploring {
  game::Floor floor = corridor();
  game::Player player;
  game::ExplorationPlan exploring;

  CorridorExploring() { player.position = {4, 1}; }

  std::optional<Point> next_step() { return exploring.next_step(floor, player, game::known_walkable(floor, false)); }
};

}  // namespace

TEST_CASE("an exploring walk keeps a shortest way: every step brings the goal a fresh search picks one nearer") {
  game::World world(5, shipped_factory());
  core::Rng rng(17);
  for (int number = 1; number <= 12; ++number) {
    REQUIRE(world.setup().travel_to_floor(number));
    game::Floor floor = world.floor();
    floor.seen.fill(1);
    // Forget the far end of every row, so the frontier lies here and there.
    for (int y = 0; y < floor.height(); ++y) {
      for (int x = rng.uniform_int(floor.width() / 2, floor.width()); x < floor.width(); ++x) floor.seen[{x, y}] = 0;
    }
    game::Player player = world.player();
    game::ExplorationPlan exploring;
    for (int step = 0; step < 60; ++step) {
      const std::optional<std::size_t> before = fresh_steps_to_goal(floor, player);
      const std::optional<Point> direction = exploring.next_step(floor, player, game::known_walkable(floor, false));
      REQUIRE(direction.has_value() == before.has_value());
      if (!direction) break;
      const Point next = player.position + *direction;
      REQUIRE(game::known_walkable(floor, false)[next]);
      REQUIRE_FALSE(game::squeezes_between_walls(floor, player.position, *direction));
      player.position = next;
      // Stepping onto an item picks it up, as in play; left lying, it would be a goal again one step later.
      std::erase_if(floor.entities, [next](const game::Entity& entity) {
        const bool carried =
            std::holds_alternative<game::Item>(entity.kind) || std::holds_alternative<game::Equipment>(entity.kind);
        return entity.position == next && carried;
      });
      // Arriving on the goal ends that way; the next step chooses a new goal.
      if (*before > 1)
        CHECK_MESSAGE(fresh_steps_to_goal(floor, player).value_or(0) == *before - 1, "floor ", number, " step ", step,
                      " at ", player.position.x, ",", player.position.y);
    }
  }
}

TEST_CASE_FIXTURE(CorridorExploring, "an exploring walk chooses again when something to pick up comes into sight") {
  CHECK(next_step() == Point{1, 0});
  player.position = {5, 1};
  floor.entities.push_back(health_pack_at({3, 1}));
  CHECK(next_step() == Point{-1, 0});
}

TEST_CASE_FIXTURE(CorridorExploring, "an exploring walk chooses again when the player is not where its last step led") {
  CHECK(next_step() == Point{1, 0});
  player.position = {10, 1};  // pushed, or the step was refused and something else happened
  // The way kept would go on to (6,1), which is no step from (10,1).
  CHECK(next_step() == Point{1, 0});
}

TEST_CASE_FIXTURE(CorridorExploring, "an exploring walk chooses again when new tiles are seen") {
  CHECK(next_step() == Point{1, 0});
  player.position = {5, 1};
  // The whole corridor turns out known: nothing is left to explore.
  for (int x = 0; x < floor.width(); ++x) {
    for (int y = 0; y < 3; ++y) floor.seen[{x, y}] = 1;
  }
  CHECK_FALSE(next_step());
}
