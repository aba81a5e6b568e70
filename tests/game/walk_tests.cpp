// SPDX-License-Identifier: MIT
#include <doctest/doctest.h>

#include <algorithm>
#include <array>
#include <memory>

#include "core/distance_map.h"
#include "game/travel/stop_rules.h"
#include "game/travel/travel_map.h"
#include "game/travel/walk.h"
#include "game/travel/walk_threats.h"
#include "game/world/world.h"
#include "shipped_content.h"
#include "temp_data_folder.h"
#include "walk_driver.h"

namespace {

using core::Point;

// Data with no monster anywhere (the boss aside), so a walk meets nothing that bites.
std::shared_ptr<const game::EntityFactory> factory_without_monsters() {
  static const std::shared_ptr<const game::EntityFactory> factory = [] {
    TempDataFolder folder;
    folder.empty_the_floors();
    content::LoadResult loaded = content::load_database(folder.path());
    REQUIRE_MESSAGE(loaded.database, loaded.diagnostics.to_string());
    return std::make_shared<const game::EntityFactory>(*loaded.database);
  }();
  return factory;
}

// The same, with Micro Mice that keep 4 steps from the player and never strike, so nothing but the
// distance they keep ends a walk towards one.
std::shared_ptr<const game::EntityFactory> factory_with_shy_mice() {
  static const std::shared_ptr<const game::EntityFactory> factory = [] {
    TempDataFolder folder;
    folder.empty_the_floors();
    folder.replace("monsters.json", "\"sight\": 6,", "\"sight\": 6, \"keep_distance\": 4, \"abilities\": [],");
    content::LoadResult loaded = content::load_database(folder.path());
    REQUIRE_MESSAGE(loaded.database, loaded.diagnostics.to_string());
    return std::make_shared<const game::EntityFactory>(*loaded.database);
  }();
  return factory;
}

// Floor tiles the player could walk to from where they stand, stairs and
// locked doors aside (a walk never steps over either on its way).
const game::Entity* found_trap_beside(const game::World& world) {
  for (const game::Entity& trap : world.floor().traps) {
    if (std::get<game::Trap>(trap.kind).found && core::chebyshev_distance(trap.position, world.player().position) == 1)
      return &trap;
  }
  return nullptr;
}

core::Grid<std::uint8_t> reachable_tiles(const game::Floor& floor, Point from) {
  core::Grid<std::uint8_t> walkable = core::walkable_mask(floor.cells);
  for (const game::Entity& entity : floor.entities) {
    const auto* door = std::get_if<game::Door>(&entity.kind);
    if (std::holds_alternative<game::Stairs>(entity.kind) || (door && door->locked)) walkable[entity.position] = 0;
  }
  const std::array<Point, 1> goals{from};
  const core::Grid<int> distances = core::distance_map(walkable, goals);
  core::Grid<std::uint8_t> reached(floor.cells.width(), floor.cells.height(), 0);
  for (std::size_t i = 0; i < reached.cells().size(); ++i)
    reached.cells()[i] = distances.cells()[i] != core::kUnreachable;
  return reached;
}

}  // namespace

TEST_CASE("travel walks one step a turn to the tile chosen and ends there with nothing to say") {
  game::World world = start_room();
  game::Walk walk = game::Walk::travel(world, {45, 26});
  drive(world, walk);
  CHECK(world.player().position == Point{45, 26});
  CHECK(walk.steps() == 3);
  CHECK(world.turn() == 3);
  CHECK(walk.ending().why == game::WalkEnd::Arrived);
  CHECK(walk.ending().message.empty());
}

TEST_CASE("travel stops when a monster comes into view, and says which") {
  game::World world = start_room();
  game::Walk walk = game::Walk::travel(world, {38, 20});
  bool spawned = false;
  drive(world, walk, [&](game::World& changed) {
    if (!spawned) spawned = changed.setup().spawn("Neo Mouse", {46, 26}).has_value();
  });
  REQUIRE(spawned);
  CHECK(walk.steps() == 1);
  CHECK(walk.ending().why == game::WalkEnd::MonsterInView);
  CHECK(walk.ending().message == "A Neo Mouse comes into view.");
}

TEST_CASE("a monster already in view when the walk began does not stop it") {
  game::World world = start_room();
  REQUIRE(world.setup().spawn("Micro Mouse", {38, 26}));
  game::Walk walk = game::Walk::travel(world, {46, 20});
  drive(world, walk);
  // The mouse may bite on the way, which stops the walk for its own reason.
  CHECK(walk.ending().why != game::WalkEnd::MonsterInView);
}

TEST_CASE("travel towards a monster follows it and stops beside it, without striking") {
  game::World world = start_room();
  const std::optional<game::EntityId> mouse = world.setup().spawn("Micro Mouse", {46, 26});
  REQUIRE(mouse);
  const auto find_mouse = [&] {
    return std::find_if(world.floor().entities.begin(), world.floor().entities.end(),
                        [&](const game::Entity& entity) { return entity.id == *mouse; });
  };
  const int hp_before = std::get<game::Monster>(find_mouse()->kind).hp;
  game::Walk walk = game::Walk::travel(world, {46, 26});
  drive(world, walk);
  REQUIRE(find_mouse() != world.floor().entities.end());
  CHECK(core::chebyshev_distance(find_mouse()->position, world.player().position) == 1);
  // The mouse comes on too: the walk ends beside it, or when it bites first.
  const game::WalkStop& ending = walk.ending();
  CHECK((ending.why == game::WalkEnd::Arrived || ending.why == game::WalkEnd::Hurt));
  if (ending.why == game::WalkEnd::Arrived) CHECK(ending.message == "The Micro Mouse is next to you.");
  CHECK(std::get<game::Monster>(find_mouse()->kind).hp == hp_before);
}

// The west end of the first straight run of `length` floor tiles in a row, on floor 1: room to back off along.
std::optional<Point> straight_run(const game::Floor& floor, int length) {
  for (int y = 1; y + 1 < floor.height(); ++y) {
    int run = 0;
    for (int x = 1; x + 1 < floor.width(); ++x) {
      run = floor.cells[{x, y}] == core::Cell::Floor ? run + 1 : 0;
      if (run == length) return Point{x - length + 1, y};
    }
  }
  return std::nullopt;
}

TEST_CASE("travel towards a monster that keeps away gives up once it has come no nearer for a while") {
  game::World world(42, factory_with_shy_mice());
  REQUIRE(world.setup().travel_to_floor(1));
  const std::optional<Point> run = straight_run(world.floor(), 24);
  REQUIRE(run);
  REQUIRE(world.setup().place_player(*run));
  REQUIRE(world.setup().spawn("Micro Mouse", *run + Point{4, 0}));
  game::Walk walk = game::Walk::travel(world, *run + Point{4, 0});
  drive(world, walk);
  CHECK(walk.ending().why == game::WalkEnd::KeptAway);
  CHECK(walk.ending().message == "The Micro Mouse keeps away from you.");
  CHECK(walk.steps() == game::Walk::kChaseGiveUpSteps);
}

TEST_CASE("travel stops on the tile where it picked something up") {
  game::World world = start_room();
  REQUIRE(world.setup().spawn("Crowbar", {44, 23}));
  game::Walk walk = game::Walk::travel(world, {46, 23});
  drive(world, walk);
  CHECK(world.player().position == Point{44, 23});
  CHECK(walk.ending().why == game::WalkEnd::PickedUp);
  CHECK(walk.ending().message.empty());  // "Picked up a Crowbar." says it already
}

TEST_CASE("the stop rules: hurt, struck at, low HP, a door opened, a refused step, a new floor") {
  game::World world = start_room();
  const game::WalkWatch now = game::watch(world);
  game::TurnReport step;
  step.done = true;
  step.turn_passed = true;
  const game::StopSettings settings{.low_hp_percent = 50};
  const auto why = [&](const game::WalkWatch& before, const game::TurnReport& report, game::StopSettings chosen) {
    const std::optional<game::WalkStop> stop = game::stop_reason(now, before, world, report, chosen);
    return stop ? std::optional(stop->why) : std::nullopt;
  };
  CHECK_FALSE(why(now, step, settings));

  game::WalkWatch healthier = now;
  healthier.hp += 1;
  CHECK(why(healthier, step, settings) == game::WalkEnd::Hurt);
  CHECK(why(healthier, step, {.low_hp_percent = 101}) == game::WalkEnd::LowHp);

  game::TurnReport missed = step;
  missed.attacks.push_back({game::Actor::of(7), game::Actor::player(), {1, 1}, {2, 2}, false, 0});
  CHECK(why(now, missed, settings) == game::WalkEnd::Attacked);
  game::TurnReport struck_a_monster = step;
  struck_a_monster.attacks.push_back({game::Actor::player(), game::Actor::of(7), {2, 2}, {1, 1}, false, 0});
  CHECK_FALSE(why(now, struck_a_monster, settings));

  game::WalkWatch more_doors = now;
  more_doors.locked_doors += 1;
  CHECK(why(more_doors, step, settings) == game::WalkEnd::DoorOpened);

  CHECK(why(now, game::TurnReport{}, settings) == game::WalkEnd::Refused);
  game::TurnReport upstairs = step;
  upstairs.floor_changed = true;
  CHECK(why(now, upstairs, settings) == game::WalkEnd::FloorChanged);
}

TEST_CASE("the travel path never enters a tile the player has not seen") {
  game::World world(7, shipped_factory());
  REQUIRE(world.setup().travel_to_floor(3));
  const game::Floor& floor = world.floor();
  const game::TravelMap map(floor, world.player());
  int paths = 0;
  for (std::size_t i = 0; i < floor.cells.cells().size(); ++i) {
    const Point tile = floor.cells.point_at(i);
    const auto path = map.path_to(tile);
    if (!floor.seen[tile]) {
      CHECK_FALSE(path);
      continue;
    }
    if (!path) continue;
    ++paths;
    for (Point step : *path) CHECK(floor.seen[step]);
  }
  CHECK(paths > 10);
}

TEST_CASE("the travel path goes round tiles never seen, even when the way through them is shorter") {
  const game::World world = start_room();
  game::Floor floor = world.floor();
  // Forget the middle columns of the start room but for its top row.
  for (int x = 41; x <= 43; ++x) {
    for (int y = 21; y <= 26; ++y) floor.seen[{x, y}] = 0;
  }
  game::Player player = world.player();
  player.position = {39, 24};
  const game::TravelMap map(floor, player);
  const auto path = map.path_to({45, 24});
  REQUIRE(path);
  CHECK(path->size() > 6);  // the way straight across is 6 steps
  for (Point step : *path) CHECK(floor.seen[step]);
  CHECK_FALSE(map.path_to({42, 24}));
}

TEST_CASE("resting waits up to a hundred turns, and is refused with a monster in view") {
  game::World world = start_room();
  game::Walk rest = game::Walk::rest(world);
  drive(world, rest);
  CHECK(rest.steps() == game::Walk::kLongestRest);
  CHECK(world.turn() == game::Walk::kLongestRest);
  CHECK(rest.ending().why == game::WalkEnd::RestedLongest);
  CHECK(rest.ending().message == "You rest for 100 turns.");

  REQUIRE(world.setup().spawn("Tough Mouse", {39, 21}));
  game::Walk refused = game::Walk::rest(world);
  CHECK_FALSE(refused.next_action(world));
  CHECK(refused.ending().why == game::WalkEnd::MonsterNearby);
  CHECK(refused.ending().message == "You cannot rest with a monster in view.");
}

TEST_CASE("a hurt rest in data without regeneration is refused at once, saying that resting brings no HP back") {
  game::World world = start_room();
  REQUIRE(world.content().rules.regeneration_turns == 0);  // the shipped rules
  world.setup().set_player_hp(1);
  game::Walk rest = game::Walk::rest(world);
  CHECK_FALSE(rest.next_action(world));
  CHECK(world.turn() == 0);
  CHECK(rest.ending().why == game::WalkEnd::NoRegeneration);
  CHECK(rest.ending().message == "Resting brings no HP back in this game: heal with items.");
}

TEST_CASE("auto-explore over 200 seeds: it ends, sees every reachable tile and steps only onto known tiles") {
  for (std::uint64_t seed = 1; seed <= 200; ++seed) {
    game::World world(seed, factory_without_monsters());
    const int floor_number = 1 + static_cast<int>(seed % 11);  // the boss floor is a single hall
    REQUIRE(world.setup().travel_to_floor(floor_number));
    game::Walk walk = game::Walk::explore(world);
    for (int i = 0; i < 5000; ++i) {
      const std::optional<game::Action> action = walk.next_action(world);
      // Beside a found trap that bars the way on, the player steps onto it and explores on.
      if (!action && walk.ending().why == game::WalkEnd::TrapInTheWay) {
        const game::Entity* trap = found_trap_beside(world);
        REQUIRE_MESSAGE(trap != nullptr, "seed ", seed, ": stopped for a trap, with no found trap beside");
        world.perform(game::Action::move(trap->position - world.player().position));
        walk = game::Walk::explore(world);
        continue;
      }
      if (!action) break;
      const Point target = world.player().position + action->direction;
      REQUIRE_MESSAGE(world.floor().seen[target], "seed ", seed, ": a step onto an unseen tile");
      const game::TurnReport report = world.perform(*action);
      walk.after_step(world, report);
      // Picking up or opening a door stops a walk; the player starts it again.
      if (walk.over() && !report.floor_changed && walk.ending().why != game::WalkEnd::ExploredAll) {
        walk = game::Walk::explore(world);
      }
    }
    REQUIRE_MESSAGE(walk.over(), "seed ", seed, ": exploring did not end");
    CHECK_MESSAGE(walk.ending().why == game::WalkEnd::ExploredAll, "seed ", seed, ": ", walk.ending().message);
    const core::Grid<std::uint8_t> reachable = reachable_tiles(world.floor(), world.player().position);
    for (std::size_t i = 0; i < reachable.cells().size(); ++i) {
      if (reachable.cells()[i])
        REQUIRE_MESSAGE(world.floor().seen.cells()[i], "seed ", seed, ": a reachable tile unseen");
    }
  }
}

TEST_CASE("auto-explore does not start with a monster in view that threatens the player") {
  game::World world = start_room();
  REQUIRE(world.setup().spawn("Tough Mouse", {39, 21}));
  REQUIRE(game::threatens(world, *world.floor().entity_at({39, 21})));
  game::Walk explore = game::Walk::explore(world);
  CHECK_FALSE(explore.next_action(world));
  CHECK(explore.ending().why == game::WalkEnd::MonsterNearby);
  CHECK(explore.ending().message == "You cannot explore with a monster in view.");
  CHECK(world.turn() == 0);
}

TEST_CASE("auto-explore goes on past what cannot hurt the player yet, says so once, and stops within its reach") {
  game::World world = start_room();
  REQUIRE(world.setup().spawn("Nesting Box", {39, 21}));  // a stationary box that only calls
  game::Walk explore = game::Walk::explore(world);
  REQUIRE_FALSE(explore.over());
  CHECK(explore.take_notices() == std::vector<std::string>{"You go on past the Nesting Box (cannot move)."});
  CHECK(explore.take_notices().empty());  // said once

  game::Walk travel = game::Walk::travel(world, {40, 22});  // up beside it
  drive(world, travel);
  CHECK(travel.ending().why == game::WalkEnd::ThreatNear);
  CHECK(travel.ending().message == "You come within reach of the Nesting Box.");
  CHECK(core::chebyshev_distance(world.player().position, {39, 21}) == 1);
}

TEST_CASE("a walk goes on past a sleeping mouse and stops when it wakes") {
  game::World world = start_room();
  const std::optional<game::EntityId> id = world.setup().spawn("Tough Mouse", {38, 26});
  REQUIRE(id);
  REQUIRE(world.setup().set_asleep(*id, true));
  const game::Entity* sleeper = world.floor().entity_at({38, 26});
  REQUIRE(game::why_harmless(world, *sleeper) == std::optional<std::string>("asleep"));
  game::Walk walk = game::Walk::travel(world, {46, 20});
  bool woken = false;
  drive(world, walk, [&](game::World& changed) {
    if (!woken) woken = changed.setup().set_asleep(*id, false);
  });
  REQUIRE(woken);
  CHECK(walk.ending().why == game::WalkEnd::ThreatNear);
  CHECK(walk.ending().message == "The Tough Mouse is after you now.");
}

TEST_CASE("a Micro Mouse, far weaker than the researcher, is walked past; a Tough Mouse is not") {
  game::World world = start_room();
  REQUIRE(world.setup().spawn("Micro Mouse", {38, 20}));
  REQUIRE(world.setup().spawn("Tough Mouse", {46, 26}));
  CHECK(game::why_harmless(world, *world.floor().entity_at({38, 20})) ==
        std::optional<std::string>("too weak to hurt you"));
  CHECK(game::threatens(world, *world.floor().entity_at({46, 26})));
}

TEST_CASE("auto-explore never walks into a monster in view") {
  for (std::uint64_t seed = 1; seed <= 40; ++seed) {
    game::World world(seed, shipped_factory());
    REQUIRE(world.setup().travel_to_floor(1 + static_cast<int>(seed % 11)));
    game::Walk walk = game::Walk::explore(world);
    while (const std::optional<game::Action> action = walk.next_action(world)) {
      const game::Entity* there = world.floor().entity_at(world.player().position + action->direction);
      CHECK_FALSE((there && std::holds_alternative<game::Monster>(there->kind)));
      walk.after_step(world, world.perform(*action));
    }
  }
}

TEST_CASE("a monster that lately stopped a walk does not stop the next one again unless it comes nearer") {
  game::World world = start_room();
  const game::WalkWatch before_it_came = game::watch(world);
  const std::optional<game::EntityId> mouse = world.setup().spawn("Tough Mouse", kSeed42Start + Point{4, 0});
  REQUIRE(mouse);
  game::RecentStops recent;
  const game::StopSettings settings{.recent_stops = &recent};
  const std::optional<game::WalkStop> first =
      game::monster_came_into_view(before_it_came, before_it_came, world, settings);
  REQUIRE(first);
  CHECK(first->monster == *mouse);

  recent.note(*mouse, 4, world.turn());
  CHECK_FALSE(
      game::monster_came_into_view(before_it_came, before_it_came, world, settings));  // as far as then: no news
  recent.note(*mouse, 5, world.turn());
  CHECK(game::monster_came_into_view(before_it_came, before_it_came, world, settings));  // nearer than then: news again
  // After the quiet turns, the same mouse at the same distance is news again.
  CHECK(recent.is_news(*mouse, 5, world.turn() + game::RecentStops::kQuietTurns + 1));
  CHECK_FALSE(recent.is_news(*mouse, 5, world.turn() + game::RecentStops::kQuietTurns));
}
