// SPDX-License-Identifier: MIT
// floors.json's bands and guardians on the floors they build: a band's monster table, its layout and its
// name on arrival; a guardian awake beside the stairs up, whose death goes on with the run.

#include <doctest/doctest.h>

#include <algorithm>
#include <set>
#include <string>

#include "core/distance_map.h"
#include "game/generation/floor_builder.h"
#include "game/generation/floor_spawns.h"
#include "shipped_content.h"
#include "temp_data_folder.h"

namespace {

game::Floor built(int number, std::uint64_t seed, const game::EntityFactory& factory) {
  return game::build_floor(number, seed, factory, std::make_shared<game::EntityIds>());
}

std::set<std::string> monster_names(const game::Floor& floor) {
  std::set<std::string> names;
  for (const game::Entity& entity : floor.entities)
    if (std::holds_alternative<game::Monster>(entity.kind)) names.insert(entity.name);
  return names;
}

int floor_tiles(const game::Floor& floor) {
  int count = 0;
  for (int y = 0; y < floor.height(); ++y)
    for (int x = 0; x < floor.width(); ++x) count += floor.is_floor({x, y}) ? 1 : 0;
  return count;
}

}  // namespace

TEST_CASE("a weighted table draws each kind as often as its weight says, and a line only on its floors") {
  const game::KindId micro{1};
  const game::KindId tough{2};
  const std::vector<game::WeightedKind> table{{micro, 1, {1, 3}}, {tough, 3, {1, 3}}, {game::KindId{3}, 50, {3, 3}}};
  core::Rng rng(7);
  int toughs = 0;
  constexpr int kDraws = 4000;
  for (int i = 0; i < kDraws; ++i) {
    const std::optional<game::KindId> drawn = game::draw_monster(table, 2, rng);
    REQUIRE(drawn);
    CHECK(drawn->index != 3);  // drawn on floor 3 only
    toughs += drawn->index == tough.index ? 1 : 0;
  }
  // 3 in 4: 3000 of 4000, within about four standard deviations (27).
  CHECK(toughs > 2890);
  CHECK(toughs < 3110);
  CHECK_FALSE(game::draw_monster(table, 4, rng));  // no line on floor 4
  CHECK_FALSE(game::draw_monster({}, 1, rng));
}

TEST_CASE("the shipped first floor holds Micro Mice and the litters of the cages' packs, later floors more") {
  std::set<std::string> first;
  std::set<std::string> third;
  for (std::uint64_t seed = 1; seed <= 20; ++seed) {
    // The band's tables and packs alone: the special rooms bring their own (a nest's Nesting Box).
    first.merge(monster_names(built(1, seed, *shipped_factory_without_rooms())));
    third.merge(monster_names(built(3, seed, *shipped_factory_without_rooms())));
  }
  CHECK(first == std::set<std::string>{"Litter Mouse", "Micro Mouse"});
  CHECK(third == std::set<std::string>{"Litter Mouse", "Micro Mouse", "Neo Mouse", "Pickpocket Mouse", "Spitting Mouse",
                                       "Tough Mouse"});
}

TEST_CASE("a band's generator carves its floors: caves as deep as its floor_percent says") {
  TempDataFolder sparse;
  sparse.replace("floors.json", "\"kind\": \"rooms\", \"max_rooms\": 34, \"min_room_size\": 4, \"max_room_size\": 8",
                 "\"kind\": \"caves\", \"floor_percent\": 15");
  TempDataFolder dense;
  dense.replace("floors.json", "\"kind\": \"rooms\", \"max_rooms\": 34, \"min_room_size\": 4, \"max_room_size\": 8",
                "\"kind\": \"caves\", \"floor_percent\": 60");
  const auto sparse_factory = factory_from(sparse.path());
  const auto dense_factory = factory_from(dense.path());
  const int map_tiles = game::kFloorWidth * game::kFloorHeight;
  for (std::uint64_t seed = 1; seed <= 5; ++seed) {
    CAPTURE(seed);
    // The niches the furnishing carves add a few tiles to either.
    CHECK(floor_tiles(built(2, seed, *sparse_factory)) < map_tiles * 20 / 100);
    CHECK(floor_tiles(built(2, seed, *dense_factory)) > map_tiles * 55 / 100);
    // Floor 4 is the labs', whose generator the change leaves alone.
    CHECK(floor_tiles(built(4, seed, *sparse_factory)) == floor_tiles(built(4, seed, *shipped_factory())));
  }
}

TEST_CASE("floors.json without bands builds the floors it built before bands were written") {
  TempDataFolder folder;
  const std::string floors = folder.read("floors.json");
  const std::size_t from = floors.find(",\n    \"bands\"");
  REQUIRE(from != std::string::npos);
  folder.write("floors.json", floors.substr(0, from) + "\n  }\n}\n");
  const auto factory = factory_from(folder.path());
  REQUIRE(factory->database().floors.bands.empty());
  // Seed 1's floor 2 before bands: the spawn roll's Micro and Neo Mice on a layout of one-in-two.
  const game::Floor floor = built(2, 1, *factory);
  CHECK(monster_names(floor).contains("Micro Mouse"));
  CHECK_FALSE(monster_names(floor).contains("Tough Mouse"));  // not on floor 2 by the spawn roll
}

TEST_CASE("arriving on a floor of a band names it in the log") {
  game::World world(3, shipped_factory());
  REQUIRE(world.setup().travel_to_floor(4));
  CHECK(world.messages().all().back().text == "Entering floor #4: The labs.");
  CHECK(world.floor_look().name == "The labs");
  // The boss floor is no band's, and has a name and a tint of its own.
  REQUIRE(world.setup().travel_to_floor(13));
  CHECK(world.messages().all().back().text == "Entering floor #13: The Mouse King's hall.");
  CHECK(world.floor_look().name == "The Mouse King's hall");
  CHECK(world.floor_look().tint == content::parse_tint("#d8b8ff"));
}

TEST_CASE("a boss floor whose data gives it no name is entered without one, and drawn without a tint") {
  TempDataFolder folder;
  folder.replace("floors.json",
                 "\"monster\": \"Mouse King\", \"name\": \"The Mouse King's hall\", \"tint\": \"#d8b8ff\"",
                 "\"monster\": \"Mouse King\"");
  game::World world(3, factory_from(folder.path()));
  REQUIRE(world.setup().travel_to_floor(13));
  CHECK(world.messages().all().back().text == "Entering floor #13.");
  CHECK_FALSE(world.floor_look().tint);
}

TEST_CASE("a guardian stands awake by its floor's stairs up, and its death goes on with the run") {
  TempDataFolder folder;
  folder.replace("floors.json", "\"guardians\": [{ \"floor\": 7, \"monster\": \"Mother Board\" }]",
                 "\"guardians\": [{ \"floor\": 2, \"monster\": \"Micro Mouse\" }]");
  const auto factory = factory_from(folder.path());
  int right_beside = 0;
  for (std::uint64_t seed = 1; seed <= 30; ++seed) {
    CAPTURE(seed);
    const game::Floor floor = built(2, seed, *factory);
    const game::Entity* stairs = floor.stairs(game::StairsDirection::Up);
    REQUIRE(stairs != nullptr);
    // Beside the stairs, or, when things lie all round them, within three steps.
    const auto awake_within = [&](int steps) {
      return std::ranges::any_of(floor.entities, [&](const game::Entity& entity) {
        return std::holds_alternative<game::Monster>(entity.kind) &&
               core::chebyshev_distance(entity.position, stairs->position) <= steps &&
               !std::get<game::Monster>(entity.kind).sleeping;
      });
    };
    CHECK(awake_within(3));
    right_beside += awake_within(1) ? 1 : 0;
    // Floor 3 has no guardian: it is built as without the rule.
    CHECK(monster_names(built(3, seed, *factory)) == monster_names(built(3, seed, *shipped_factory())));
  }
  CHECK(right_beside >= 25);

  game::World world(5, factory);
  world.setup().set_god_mode(true);
  REQUIRE(world.setup().travel_to_floor(2));
  const game::Entity* stairs = world.floor().stairs(game::StairsDirection::Up);
  REQUIRE(stairs != nullptr);
  const auto guard_id = [&]() -> std::optional<game::EntityId> {
    for (const game::Entity& entity : world.floor().entities) {
      if (std::holds_alternative<game::Monster>(entity.kind) &&
          core::chebyshev_distance(entity.position, stairs->position) <= 1)
        return entity.id;
    }
    return std::nullopt;
  };
  const std::optional<game::EntityId> guard = guard_id();
  REQUIRE(guard);
  for (int turn = 0; turn < 200 && !world.run_over(); ++turn) {
    const auto it =
        std::ranges::find_if(world.floor().entities, [&](const game::Entity& entity) { return entity.id == *guard; });
    if (it == world.floor().entities.end()) break;
    const core::Point at = it->position;
    const core::Point player = world.player().position;
    if (core::chebyshev_distance(at, player) > 1) {
      for (const core::Point step : core::kDirections8) {
        if (world.floor().is_floor(at + step) && !world.floor().entity_at(at + step) &&
            world.setup().place_player(at + step))
          break;
      }
    }
    world.perform(game::Action::move(at - world.player().position));
  }
  CHECK(std::ranges::none_of(world.floor().entities, [&](const game::Entity& e) { return e.id == *guard; }));
  CHECK_FALSE(world.run_over());
  CHECK(world.record().kills.contains("Micro Mouse"));
}

TEST_CASE("a monster with a spawn weight joins the tables of the bands on its floors: with a chance alone, a warning") {
  const std::string ninja = R"({ "name": "Ninja Mouse", "copy-from": "Neo Mouse", "spawn": { "floors": [5, 6], )";
  TempDataFolder weighted;
  weighted.replace("monsters.json", "\"monsters\": [", "\"monsters\": [" + ninja + "\"weight\": 1000 } },");
  const auto factory = factory_from(weighted.path());
  std::set<std::string> fifth;
  for (std::uint64_t seed = 1; seed <= 5; ++seed) fifth.merge(monster_names(built(5, seed, *factory)));
  CHECK(fifth.contains("Ninja Mouse"));
  CHECK_FALSE(monster_names(built(4, 1, *factory)).contains("Ninja Mouse"));  // the labs, but not its floors

  TempDataFolder chance_alone;
  chance_alone.replace("monsters.json", "\"monsters\": [", "\"monsters\": [" + ninja + "\"chance\": 100 } },");
  const content::LoadResult loaded = content::load_database(chance_alone.path());
  REQUIRE(loaded.database);
  const std::string warning = loaded.diagnostics.to_string();
  CHECK(warning.find("monsters[0] \"Ninja Mouse\": \"spawn\" gives a chance, which only the spawn roll of floors in no "
                     "band uses; floors 4-6 are the band \"The labs\", and no band's monster table lists it") !=
        std::string::npos);
  CHECK(loaded.diagnostics.warning_count() == 1);
}

TEST_CASE("every shipped monster comes on the floors, and floors 1 to 5 each bring a kind new to the climb") {
  const game::EntityFactory& factory = *shipped_factory();
  constexpr int kSeeds = 30;
  std::vector<std::set<std::string>> kinds_on_floor(14);
  for (std::uint64_t seed = 1; seed <= kSeeds; ++seed) {
    for (int number = 1; number <= 13; ++number) {
      const std::set<std::string> names = monster_names(built(number, seed, factory));
      kinds_on_floor[number].insert(names.begin(), names.end());
    }
  }
  std::set<std::string> met;
  for (const std::set<std::string>& kinds : kinds_on_floor) met.insert(kinds.begin(), kinds.end());
  for (const content::MonsterDefinition& monster : factory.database().monsters) {
    CAPTURE(monster.look.name);
    CHECK(met.contains(monster.look.name));
  }
  std::set<std::string> seen_below;
  for (int number = 1; number <= 5; ++number) {
    CAPTURE(number);
    const std::set<std::string>& here = kinds_on_floor[number];
    CHECK(std::ranges::any_of(here, [&](const std::string& name) { return !seen_below.contains(name); }));
    seen_below.insert(here.begin(), here.end());
  }
}

TEST_CASE("every shipped item, and every weapon and armour the floors may roll, lies on some floor") {
  const game::EntityFactory& factory = *shipped_factory();
  std::set<std::string> found;
  for (std::uint64_t seed = 1; seed <= 30; ++seed) {
    for (int number = 1; number <= 12; ++number) {
      for (const game::Entity& entity : built(number, seed, factory).entities) {
        if (!std::holds_alternative<game::Item>(entity.kind) && !std::holds_alternative<game::Equipment>(entity.kind))
          continue;
        found.insert(entity.name.substr(0, entity.name.find(" +")));  // "Crowbar +2": a rolled bonus
      }
    }
  }
  const content::Database& data = factory.database();
  for (const content::ItemDefinition& item : data.items) {
    CAPTURE(item.look.name);
    CHECK(found.contains(item.look.name));
  }
  for (const auto* pieces : {&data.weapons, &data.armour}) {
    for (const content::EquipmentDefinition& piece : *pieces) {
      CAPTURE(piece.look.name);
      CHECK(found.contains(piece.look.name) == piece.on_floors);
    }
  }
}
