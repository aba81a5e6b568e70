// SPDX-License-Identifier: MIT
#include <doctest/doctest.h>

#include <memory>
#include <variant>

#include "core/sight.h"
#include "game/replay/state_hash.h"
#include "game/world/world.h"
#include "shipped_content.h"

namespace {

using core::Point;

// Four rays, along the axes: nothing on a diagonal is seen, which makes the rule easy to tell apart.
const core::Sight kFourRays{core::SightRule::RayCast, 90};

// The shipped data with the player's and the monsters' rules of sight set.
std::shared_ptr<const game::EntityFactory> factory_seeing(const core::Sight& player, const core::Sight& monsters) {
  content::Database database = shipped_database();
  database.rules.player_sight = player;
  database.rules.monster_sight = monsters;
  return std::make_shared<const game::EntityFactory>(std::move(database));
}

const game::Monster& monster_with_id(const game::World& world, game::EntityId id) {
  for (const game::Entity& entity : world.floor().entities) {
    if (entity.id == id) return std::get<game::Monster>(entity.kind);
  }
  FAIL("no entity " << id);
  throw;
}

}  // namespace

TEST_CASE("the player's field of view follows rules.json's rule of sight") {
  game::World shadowcast(42, factory_seeing({}, {}));
  game::World rays(42, factory_seeing(kFourRays, {}));
  const Point diagonal = kSeed42Start + Point{2, -2};
  const Point east = kSeed42Start + Point{3, 0};
  CHECK(shadowcast.floor().visible[diagonal] != 0);
  CHECK(rays.floor().visible[diagonal] == 0);
  CHECK(rays.floor().visible[east] != 0);
}

TEST_CASE("monsters notice the player by the monsters' rule of sight") {
  for (const bool rays : {false, true}) {
    game::World world(42, factory_seeing({}, rays ? kFourRays : core::Sight{}));
    const std::optional<game::EntityId> id = world.setup().spawn("Tough Mouse", kSeed42Start + Point{2, -2});
    REQUIRE(id);
    REQUIRE(world.perform(game::Action::wait()).turn_passed);
    INFO("four rays: " << rays);
    CHECK(monster_with_id(world, *id).alert == !rays);
  }
}

TEST_CASE("a run under other rules of sight does not hash the same, and the default rules change no hash") {
  const game::World shipped(42, shipped_factory());
  const game::World default_rules(42, factory_seeing({}, {}));
  const game::World other_monsters(42, factory_seeing({}, {core::SightRule::LineOfSight}));
  const game::World other_spacing(42, factory_seeing({}, {core::SightRule::RayCast, 8}));
  CHECK(game::state_hash(default_rules) == game::state_hash(shipped));
  CHECK(game::state_hash(other_monsters) != game::state_hash(shipped));
  CHECK(game::state_hash(other_spacing) != game::state_hash(other_monsters));
}
