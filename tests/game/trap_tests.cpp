// SPDX-License-Identifier: MIT
// Traps (traps.json): springing on the player and on monsters, finding and searching, the walks and the
// monsters going round them, and their saves.
#include <doctest/doctest.h>

#include <memory>
#include <string>

#include "dummy_data.h"
#include "game/generation/floor_builder.h"
#include "game/rules/status_effects.h"
#include "game/saving/world_codec.h"
#include "game/session/content_library.h"
#include "game/travel/repeated_step.h"
#include "game/travel/walk.h"
#include "game/world/world.h"
#include "monster_arena.h"
#include "shipped_content.h"
#include "temp_data_folder.h"
#include "world_lookups.h"

namespace {

using core::Point;

const game::Entity* trap_at(const game::World& world, Point at) {
  return world.floor().trap_at(at);
}

bool found(const game::World& world, Point at) {
  const game::Entity* trap = trap_at(world, at);
  return trap && std::get<game::Trap>(trap->kind).found;
}

bool said(const game::World& world, const std::string& text) {
  for (const auto& message : world.messages().all()) {
    if (message.text.find(text) != std::string::npos) return true;
  }
  return false;
}

}  // namespace

TEST_CASE("a hidden Snap Trap stepped on hurts and stuns the player, and is spent") {
  game::World world = dummy_data().start();
  REQUIRE(world.setup().spawn("Snap Trap", kSeed42Start + Point{1, 0}));
  const int hp = world.player().hp;
  world.perform(game::Action::move({1, 0}));
  CHECK(world.player().position == kSeed42Start + Point{1, 0});
  CHECK(world.player().hp <= hp - 2);
  CHECK(world.player().hp >= hp - 5);
  CHECK(game::has_status(world.player(), content::StatusKind::Stunned));
  CHECK(said(world, "You step on a hidden Snap Trap!"));
  CHECK(trap_at(world, kSeed42Start + Point{1, 0}) == nullptr);
}

TEST_CASE("a Gas Vent poisons the player and every monster within its radius") {
  game::World world = dummy_data().start();
  REQUIRE(world.setup().spawn("Gas Vent", kSeed42Start + Point{1, 0}));
  const auto near = world.setup().spawn("Training Dummy", kSeed42Start + Point{3, 1});
  const auto far = world.setup().spawn("Training Dummy", kSeed42Start + Point{-4, 0});
  REQUIRE(near);
  REQUIRE(far);
  world.perform(game::Action::move({1, 0}));
  CHECK(game::has_status(world.player(), content::StatusKind::Poisoned));
  CHECK_FALSE(monster_with_id(world, *near).statuses.empty());
  CHECK(monster_with_id(world, *far).statuses.empty());
}

TEST_CASE("an Alarm Plate wakes a sleeper across the room") {
  game::World world = dummy_data().start();
  REQUIRE(world.setup().spawn("Alarm Plate", kSeed42Start + Point{1, 0}));
  const auto sleeper = world.setup().spawn("Sleepy Dummy", kSeed42Start + Point{-3, -2});
  REQUIRE(sleeper);
  REQUIRE(monster_with_id(world, *sleeper).sleeping);
  world.perform(game::Action::move({1, 0}));
  CHECK(said(world, "An alarm wails!"));
  CHECK_FALSE(monster_with_id(world, *sleeper).sleeping);
}

TEST_CASE("a Teleport Pad sends the player to a free floor tile elsewhere") {
  game::World world = dummy_data().start();
  REQUIRE(world.setup().travel_to_floor(1));
  const Point here = world.player().position;
  Point pad{-1, -1};
  for (const Point direction : core::kDirections8) {
    if (world.floor().is_floor(here + direction) && !world.floor().entity_at(here + direction) &&
        !trap_at(world, here + direction)) {
      pad = here + direction;
      break;
    }
  }
  REQUIRE(world.setup().spawn("Teleport Pad", pad));
  world.perform(game::Action::move(pad - here));
  CHECK(core::chebyshev_distance(world.player().position, pad) >= 8);
  CHECK(world.floor().is_floor(world.player().position));
  CHECK(said(world, "The world folds, and you stand somewhere else."));
}

TEST_CASE("beside a trap the player may notice it by its find chance: a sure one at once, a hidden one never") {
  game::World world = dummy_data().start();
  REQUIRE(world.setup().spawn("Obvious Plate", kSeed42Start + Point{1, 1}));
  REQUIRE(world.setup().spawn("Hidden Plate", kSeed42Start + Point{-1, -1}));
  for (int i = 0; i < 20; ++i) world.perform(game::Action::wait());
  CHECK(found(world, kSeed42Start + Point{1, 1}));
  CHECK(said(world, "You find an Obvious Plate."));
  CHECK_FALSE(found(world, kSeed42Start + Point{-1, -1}));
}

TEST_CASE("searching takes a turn and finds every hidden trap beside the player, and nothing farther that hides well") {
  game::World world = dummy_data().start();
  REQUIRE(world.setup().spawn("Hidden Plate", kSeed42Start + Point{-1, -1}));
  REQUIRE(world.setup().spawn("Hidden Plate", kSeed42Start + Point{3, 0}));
  const int turn = world.turn();
  world.perform(game::Action::search());
  CHECK(world.turn() == turn + 1);
  CHECK(found(world, kSeed42Start + Point{-1, -1}));
  CHECK_FALSE(found(world, kSeed42Start + Point{3, 0}));
  game::World nothing = dummy_data().start();
  nothing.perform(game::Action::search());
  CHECK(said(nothing, "You search around you and find nothing."));
}

TEST_CASE("travel goes round a found trap, and a walk never springs one the player knows") {
  game::World world = dummy_data().start();
  REQUIRE(world.setup().spawn("Obvious Plate", kSeed42Start + Point{1, 0}));
  world.perform(game::Action::wait());
  REQUIRE(found(world, kSeed42Start + Point{1, 0}));
  game::Walk walk = game::Walk::travel(world, kSeed42Start + Point{2, 0});
  while (const std::optional<game::Action> action = walk.next_action(world)) {
    REQUIRE(world.player().position + action->direction != kSeed42Start + Point{1, 0});
    walk.after_step(world, world.perform(*action));
  }
  CHECK(world.player().position == kSeed42Start + Point{2, 0});
  CHECK(trap_at(world, kSeed42Start + Point{1, 0}) != nullptr);
}

TEST_CASE("a key's step onto a found trap asks first: the first press warns and takes no turn, the next steps on it") {
  game::World world = dummy_data().start();
  REQUIRE(world.setup().spawn("Obvious Plate", kSeed42Start + Point{1, 0}));
  world.perform(game::Action::wait());
  REQUIRE(found(world, kSeed42Start + Point{1, 0}));
  const int turn = world.turn();
  game::RepeatedStep first(world, Point{1, 0});
  const game::RepeatedStep::Outcome warned = first.perform(world, {});
  REQUIRE(warned.stop);
  CHECK(warned.stop->why == game::WalkEnd::TrapAhead);
  CHECK(world.turn() == turn);
  CHECK(world.player().position == kSeed42Start);
  CHECK(said(world, "The Obvious Plate you found lies there: move there again to step on it."));
  game::RepeatedStep second(world, Point{1, 0}, true);
  second.perform(world, {});
  CHECK(world.player().position == kSeed42Start + Point{1, 0});
  CHECK(trap_at(world, kSeed42Start + Point{1, 0}) == nullptr);
}

TEST_CASE("a monster standing on a trap after its turn springs it, seen by the player") {
  game::World world = dummy_data().start();
  REQUIRE(world.setup().spawn("Snap Trap", {45, 23}));
  const auto turret = world.setup().spawn("Sentry Turret", {45, 23});  // it never moves off
  REQUIRE(turret);
  world.perform(game::Action::wait());
  CHECK(said(world, "The Sentry Turret steps on a hidden Snap Trap!"));
  CHECK(trap_at(world, {45, 23}) == nullptr);
  CHECK(monster_with_id(world, *turret).hp <= monster_with_id(world, *turret).max_hp - 2);
  CHECK_FALSE(monster_with_id(world, *turret).statuses.empty());
}

TEST_CASE("a chasing monster walks round a trap in a room, but takes one that bars a corridor: it can be lured") {
  SUBCASE("in a room it steps round") {
    const std::vector<std::string> rows{
        "##########", "#........#", "#.M.T.@..#", "#........#", "##########",
    };
    Arena arena(rows);
    const auto mouse = arena.add("Micro Mouse", find_mark(rows, 'M'));
    arena.add("Snap Trap", find_mark(rows, 'T'));
    arena.changed(mouse).alert = true;
    for (int i = 0; i < 3; ++i) {
      arena.round();
      CHECK(arena.entity(mouse).position != find_mark(rows, 'T'));
    }
  }
  SUBCASE("in a corridor it steps on it") {
    const std::vector<std::string> rows{
        "##########",
        "#M.T..@###",
        "##########",
    };
    Arena arena(rows);
    const auto mouse = arena.add("Micro Mouse", find_mark(rows, 'M'));
    arena.add("Snap Trap", find_mark(rows, 'T'));
    arena.changed(mouse).alert = true;
    bool stepped_on = false;
    for (int i = 0; i < 4; ++i) {
      arena.round();
      stepped_on = stepped_on || arena.entity(mouse).position == find_mark(rows, 'T');
    }
    CHECK(stepped_on);
  }
}

TEST_CASE("a floor's traps, found and hidden, come back from a save as they were") {
  game::World world = dummy_data().start();
  REQUIRE(world.setup().spawn("Obvious Plate", kSeed42Start + Point{1, 1}));
  REQUIRE(world.setup().spawn("Hidden Plate", kSeed42Start + Point{-3, -2}));
  world.perform(game::Action::wait());
  const game::WorldRead read = game::WorldCodec::from_json(game::WorldCodec::to_json(world), world.shared_factory());
  REQUIRE_MESSAGE(read.ok(), read.error());
  CHECK(game::WorldCodec::play_state(read->world) == game::WorldCodec::play_state(world));
  CHECK(found(read->world, kSeed42Start + Point{1, 1}));
  REQUIRE(trap_at(read->world, kSeed42Start + Point{-3, -2}) != nullptr);
  CHECK_FALSE(found(read->world, kSeed42Start + Point{-3, -2}));
}

TEST_CASE("a save with a trap in a wall, or among the entities, is refused at its place") {
  game::World world = dummy_data().start();
  REQUIRE(world.setup().spawn("Hidden Plate", kSeed42Start + Point{-3, -2}));
  nlohmann::json saved = game::WorldCodec::to_json(world);
  nlohmann::json& floor = saved["floors"][0];
  REQUIRE(floor.contains("traps"));
  SUBCASE("in a wall") {
    floor["traps"][0]["x"] = 0;
    floor["traps"][0]["y"] = 0;
    const game::WorldRead read = game::WorldCodec::from_json(saved, world.shared_factory());
    REQUIRE_FALSE(read.ok());
    CHECK(read.error().find("traps[0]") != std::string::npos);
    CHECK(read.error().find("outside the floor's open tiles") != std::string::npos);
  }
  SUBCASE("among the entities") {
    floor["entities"].push_back(floor["traps"][0]);
    floor.erase("traps");
    const game::WorldRead read = game::WorldCodec::from_json(saved, world.shared_factory());
    REQUIRE_FALSE(read.ok());
    CHECK(read.error().find("is a trap") != std::string::npos);
  }
}

TEST_CASE("built floors hide their band's traps on open floor, never on anything nor near the stairs or arrival") {
  int traps = 0;
  int narrow = 0;
  for (std::uint64_t seed = 1; seed <= 40; ++seed) {
    for (int number = 1; number <= 12; ++number) {
      CAPTURE(seed);
      CAPTURE(number);
      const game::Floor floor =
          game::build_floor(number, seed, *shipped_factory(), std::make_shared<game::EntityIds>());
      for (const game::Entity& trap : floor.traps) {
        ++traps;
        REQUIRE(std::holds_alternative<game::Trap>(trap.kind));
        CHECK(floor.is_floor(trap.position));
        CHECK(floor.entity_at(trap.position) == nullptr);
        CHECK(core::chebyshev_distance(trap.position, floor.player_start) > 2);
        for (const game::Entity& entity : floor.entities) {
          if (std::holds_alternative<game::Stairs>(entity.kind))
            CHECK(core::chebyshev_distance(trap.position, entity.position) > 2);
        }
        CHECK_FALSE(std::get<game::Trap>(trap.kind).found);
        const bool walled_across =
            floor.is_wall(trap.position + Point{-1, 0}) && floor.is_wall(trap.position + Point{1, 0});
        const bool walled_along =
            floor.is_wall(trap.position + Point{0, -1}) && floor.is_wall(trap.position + Point{0, 1});
        narrow += walled_across != walled_along ? 1 : 0;
      }
    }
  }
  // Every band hides at least one trap on most floors, and about half of them bar a narrow way.
  CHECK(traps > 40 * 12);
  CHECK(narrow * 3 > traps);
}

TEST_CASE("a trap or a monster whose name begins with a vowel takes \"an\" in the log and the cause of death") {
  game::World world = dummy_data().start();
  world.setup().set_player_hp(1);
  REQUIRE(world.setup().spawn("Obvious Plate", kSeed42Start + Point{1, 0}));
  world.perform(game::Action::wait());
  CHECK(said(world, "You find an Obvious Plate."));
  world.perform(game::Action::move({1, 0}));
  REQUIRE(world.run_over());
  CHECK(world.summary().cause == "Killed by an Obvious Plate on floor 0");
}
