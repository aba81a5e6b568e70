// SPDX-License-Identifier: MIT
// A monster's states beyond hunting and wandering: asleep (made so by its kind's "asleep" chance, woken
// by noise, a roll by distance, by a blow, or by a neighbour waking) and fleeing (see monster_turns_tests
// for how it runs), each kept through a save; and how far the player's own noise carries.

#include <doctest/doctest.h>

#include "game/rules/noise.h"
#include "game/saving/save_file.h"
#include "game/saving/world_codec.h"
#include "neo_mouse_run.h"
#include "reloaded_world.h"
#include "shipped_content.h"
#include "temp_data_folder.h"
#include "test_floor.h"

namespace {

// A floor of sleeping Neo Mice and what waking them needs.
struct Dormitory {
  game::Floor floor;
  core::Rng rng{11};
  game::MessageLog messages;
  game::WakeContext context{floor, rng, messages, 1};

  explicit Dormitory(const std::vector<std::string>& rows) : floor(floor_from_text(rows)) {}

  game::EntityId add(core::Point at, bool sleeping = true) {
    game::CreateResult created = shipped_factory()->create("Neo Mouse", {1, rng});
    std::get<game::Monster>(created.entity->kind).sleeping = sleeping;
    return floor.place(std::move(*created.entity), at);
  }

  const game::Monster& monster(game::EntityId id) const {
    for (const game::Entity& entity : floor.entities) {
      if (entity.id == id) return std::get<game::Monster>(entity.kind);
    }
    FAIL("no monster with that id");
    return std::get<game::Monster>(floor.entities.front().kind);
  }
  bool asleep(game::EntityId id) const { return monster(id).sleeping; }
};

const std::vector<std::string> kHall{
    "##################",
    "#................#",
    "##################",
};

}  // namespace

TEST_CASE("a noise is certain to wake within half its range, less likely further off, and silent past its end") {
  CHECK(game::wake_chance(6, 0) == 100);
  CHECK(game::wake_chance(6, 3) == 100);
  CHECK(game::wake_chance(6, 4) == 75);
  CHECK(game::wake_chance(6, 6) == 25);
  CHECK(game::wake_chance(6, 7) == 0);
  CHECK(game::wake_chance(0, 0) == 0);  // a range of 0 is silent
  for (int distance = 0; distance < 12; ++distance) {
    CAPTURE(distance);
    CHECK(game::wake_chance(10, distance + 1) <= game::wake_chance(10, distance));
  }
}

TEST_CASE("a noise wakes a sleeper within half its range and never one past its end") {
  for (std::uint64_t seed = 1; seed <= 20; ++seed) {
    Dormitory hall(kHall);
    hall.rng = core::Rng(seed);
    const game::EntityId near = hall.add({4, 1});  // 3 tiles from the noise
    const game::EntityId far = hall.add({8, 1});   // 7 tiles: past the end of a range of 6
    CHECK(game::make_noise(hall.context, {1, 1}, 6) == 1);
    CHECK_FALSE(hall.asleep(near));
    CHECK(hall.asleep(far));
    CHECK(hall.monster(near).patrol_target == core::Point{1, 1});  // it turns to where the noise was
  }
}

TEST_CASE("a sleeper that wakes wakes the sleepers next to it, and they theirs, but not one a tile apart") {
  Dormitory hall(kHall);
  std::vector<game::EntityId> row;
  for (int x = 4; x <= 11; ++x) row.push_back(hall.add({x, 1}));
  const game::EntityId apart = hall.add({13, 1});
  CHECK(game::make_noise(hall.context, {1, 1}, 6) == static_cast<int>(row.size()));
  for (const game::EntityId id : row) CHECK_FALSE(hall.asleep(id));
  CHECK(hall.asleep(apart));
}

TEST_CASE("a blow wakes its target and its neighbours without a roll: noise rolls nothing with no sleeper in range") {
  Dormitory hall(kHall);
  const game::EntityId target = hall.add({5, 1});
  const game::EntityId neighbour = hall.add({6, 1});
  const game::EntityId awake = hall.add({2, 1}, false);
  const core::Rng before = hall.rng;
  CHECK(game::wake_by_blow(hall.context, target) == 2);
  CHECK_FALSE(hall.asleep(target));
  CHECK_FALSE(hall.asleep(neighbour));
  CHECK(game::wake_by_blow(hall.context, awake) == 0);
  CHECK(game::make_noise(hall.context, {1, 1}, 16) == 0);
  CHECK(hall.rng == before);
}

TEST_CASE(
    "a monster of a kind that always sleeps is made asleep, does nothing while the player waits, and stays so through "
    "a save") {
  NeoMouseRun run(" \"asleep\": 100,");
  const core::Point start = run.world->floor().entities.back().position;
  for (int turn = 0; turn < 5; ++turn) run.world->perform(game::Action::wait());
  CHECK(monster_with_id(*run.world, run.neo).sleeping);
  CHECK(run.world->floor().entities.back().position == start);

  const nlohmann::json saved = game::WorldCodec::to_json(*run.world);
  CHECK(saved.dump().find("\"sleeping\":true") != std::string::npos);
  const game::World loaded = reloaded(*run.world, run.library.factory());
  CHECK(monster_with_id(loaded, run.neo).sleeping);
}

TEST_CASE("the player's step next to a sleeper wakes it, and the log says so when it is in view") {
  NeoMouseRun run(" \"asleep\": 100,");
  REQUIRE(monster_with_id(*run.world, run.neo).sleeping);
  const game::TurnReport report = run.world->perform(game::Action::move({1, 0}));
  REQUIRE(report.done);
  CHECK_FALSE(monster_with_id(*run.world, run.neo).sleeping);
  const bool told = std::ranges::any_of(report.messages, [](const game::MessageLog::Message& message) {
    return message.text == "The Neo Mouse wakes up.";
  });
  CHECK(told);
}

TEST_CASE("a monster of a kind that never sleeps is made awake, and its save says nothing of sleep") {
  NeoMouseRun run("");
  CHECK_FALSE(monster_with_id(*run.world, run.neo).sleeping);
  CHECK(game::WorldCodec::to_json(*run.world).dump().find("sleeping") == std::string::npos);
}

TEST_CASE("a fleeing monster is still fleeing after a save, and only a fleeing one says so") {
  NeoMouseRun run(" \"flee\": { \"below_hp_percent\": 50 },");
  std::string saved = game::save_text(*run.world);
  CHECK(saved.find("fleeing") == std::string::npos);
  const std::size_t at = saved.find("\"alert\":false");
  REQUIRE(at != std::string::npos);
  saved.replace(at, std::string("\"alert\":false").size(), "\"alert\":true,\"fleeing\":true");
  game::SaveRead read = game::read_save(saved, run.library.factory());
  REQUIRE_MESSAGE(read.ok(), read.error());
  CHECK(monster_with_id(read->world, run.neo).fleeing);
  CHECK(monster_with_id(read->world, run.neo).traits.flee == content::Flee{.below_hp_percent = 50});
  CHECK(game::save_text(read->world).find("\"fleeing\":true") != std::string::npos);
}

TEST_CASE("armour's noise_percent scales how far the wearer's steps carry, a weapon's how far its blows do") {
  TempDataFolder folder;
  folder.replace("armour.json", "\"bonus\": { \"defence\": 5 }",
                 "\"bonus\": { \"defence\": 5 }, \"noise_percent\": 50");
  folder.replace("weapons.json", "\"bonus\": { \"attack_min\": 3, \"attack_max\": 6 }",
                 "\"bonus\": { \"attack_min\": 3, \"attack_max\": 6 }, \"noise_percent\": 500");
  game::ContentLibrary library(folder.path(), {});
  REQUIRE(library.load());
  game::World world(42, library.factory());
  const content::NoiseRanges ranges{.step = 4, .fight = 60, .door = 6};
  CHECK(game::player_noise_range(ranges, game::NoiseKind::Step, world.player()) == 4);  // nothing worn yet
  REQUIRE(world.setup().give_equipped("Biker Jacket"));
  REQUIRE(world.setup().give_equipped("Crowbar"));
  CHECK(game::player_noise_range(ranges, game::NoiseKind::Step, world.player()) == 2);
  CHECK(game::player_noise_range(ranges, game::NoiseKind::Fight, world.player()) == 200);  // 300, capped
  CHECK(game::player_noise_range(ranges, game::NoiseKind::Door, world.player()) == 6);
  // Kept through a save, as the piece's other traits are.
  const game::World loaded = reloaded(world, library.factory());
  CHECK(game::player_noise_range(ranges, game::NoiseKind::Step, loaded.player()) == 2);
  CHECK(game::save_text(loaded).find("\"noise_percent\":50") != std::string::npos);
}
