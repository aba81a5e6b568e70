// SPDX-License-Identifier: MIT
#include <doctest/doctest.h>

#include <algorithm>

#include "content/scenario.h"
#include "game/saving/save_file.h"
#include "game/session/scenario_setup.h"
#include "result_checks.h"
#include "shipped_content.h"
#include "temp_folder.h"

namespace {

content::Scenario parse(const std::string& text) {
  content::ScenarioLoadResult loaded = content::parse_scenario(text, "setup.json", shipped_database());
  REQUIRE_MESSAGE(loaded.scenario, loaded.diagnostics.to_string());
  return *loaded.scenario;
}

bool has_entity(const game::World& world, const std::string& name, core::Point tile) {
  for (const auto& entity : world.floor().entities) {
    if (entity.name == name && entity.position == tile) return true;
  }
  return false;
}

}  // namespace

// Floor 0 is one room, (38,20)-(46,26), the player starting at its centre (42,23).
TEST_CASE("a scenario sets up the player's tile, equipment, HP, pack and spawns without taking a turn") {
  const content::Scenario scenario = parse(R"({ "scenario": {
    "seed": 42,
    "player": { "x": 40, "y": 22, "hp": 7 },
    "inventory": ["Crowbar", "Biker Jacket", "Microchip"],
    "equipped": ["Stun Baton"],
    "spawn": [ { "name": "Neo Mouse", "x": 44, "y": 24 }, { "name": "Health Pack", "x": 41, "y": 22 } ]
  } })");
  game::ScenarioStart start = game::start_scenario(scenario, 1, shipped_factory());
  REQUIRE_MESSAGE(start.world, start.diagnostics.to_string());
  const game::World& world = *start.world;
  CHECK(world.seed() == 42);
  CHECK(world.turn() == 0);
  CHECK(world.player().position == core::Point{40, 22});
  CHECK(world.player().hp == 7);
  REQUIRE(world.player().inventory.size() == 3);
  CHECK(world.player().inventory[0].name == "Crowbar");
  CHECK(world.player().inventory[2].name == "Microchip");
  REQUIRE(world.player().equipped_in(content::EquipmentSlot::Weapon));
  CHECK(world.player().equipped_in(content::EquipmentSlot::Weapon)->name == "Stun Baton");
  // The Stun Baton's bonus counts.
  const auto& baton = std::get<game::Equipment>(world.player().equipped_in(content::EquipmentSlot::Weapon)->kind);
  CHECK(world.player().stats.attack_max == shipped_database().player.attack.max + baton.traits.bonus.attack_max);
  CHECK(has_entity(world, "Neo Mouse", {44, 24}));
  CHECK(has_entity(world, "Health Pack", {41, 22}));
}

TEST_CASE("a run set up by a scenario is marked staged and not replayable, and a save keeps both") {
  const content::Scenario scenario = parse(R"({ "scenario": { "seed": 42, "inventory": ["Crowbar"] } })");
  game::ScenarioStart start = game::start_scenario(scenario, 1, shipped_factory());
  REQUIRE_MESSAGE(start.world, start.diagnostics.to_string());
  CHECK(start.world->summary().staged);
  CHECK_FALSE(start.world->replayable());
  const game::SaveRead loaded = game::read_save(game::save_text(*start.world), shipped_factory());
  REQUIRE_MESSAGE(loaded.ok(), loaded.error());
  CHECK(loaded->world.summary().staged);
  CHECK_FALSE(loaded->world.replayable());
}

TEST_CASE("a run played from its seed alone is neither staged nor unreplayable after a save") {
  const game::World world(42, shipped_factory());
  CHECK_FALSE(world.summary().staged);
  const game::SaveRead loaded = game::read_save(game::save_text(world), shipped_factory());
  REQUIRE(loaded.ok());
  CHECK_FALSE(loaded->world.summary().staged);
  CHECK(loaded->world.replayable());
}

TEST_CASE("a scenario without a seed plays the fallback seed, on the floor it names") {
  game::ScenarioStart start = game::start_scenario(parse(R"({ "scenario": { "floor": 2 } })"), 99, shipped_factory());
  REQUIRE(start.world);
  CHECK(start.world->seed() == 99);
  CHECK(start.world->floor_number() == 2);
}

TEST_CASE("a spawn on a wall or the player's tile fails with the scenario's line") {
  const std::string text =
      "{ \"scenario\": { \"spawn\": [\n  { \"name\": \"Neo Mouse\", \"x\": 0, \"y\": 0 },\n"
      "  { \"name\": \"Crowbar\", \"x\": 42, \"y\": 23 }\n] } }";
  game::ScenarioStart start = game::start_scenario(parse(text), 42, shipped_factory());
  CHECK_FALSE(start.world);
  REQUIRE(start.diagnostics.error_count() == 2);
  CHECK(start.diagnostics.all()[0].to_string().rfind(
            "setup.json:2:13: scenario: could not place \"Neo Mouse\" at (0, 0)", 0) == 0);
  CHECK(start.diagnostics.all()[1].to_string().rfind("setup.json:3:13:", 0) == 0);
}

TEST_CASE("a player tile inside a wall fails, and HP above the maximum is only a warning") {
  game::ScenarioStart walled =
      game::start_scenario(parse(R"({ "scenario": { "player": { "x": 0, "y": 0 } } })"), 42, shipped_factory());
  CHECK_FALSE(walled.world);
  CHECK(walled.diagnostics.to_string().find("the player cannot stand on (0, 0) on floor 0") != std::string::npos);

  game::ScenarioStart strong =
      game::start_scenario(parse(R"({ "scenario": { "player": { "hp": 500 } } })"), 42, shipped_factory());
  REQUIRE(strong.world);
  CHECK(strong.world->player().hp == strong.world->player().stats.max_hp);
  CHECK(strong.diagnostics.warning_count() == 1);
}

// The player at (40,23) looks east along row 23 through (41,23), where the scenario puts a door.
TEST_CASE("a locked door placed by a scenario blocks sight, and does the same once saved and loaded") {
  const content::Scenario scenario = parse(R"({ "scenario": {
    "seed": 42,
    "player": { "x": 40, "y": 23 },
    "spawn": [ { "name": "Door", "x": 41, "y": 23 }, { "name": "Key", "x": 40, "y": 25 } ]
  } })");
  game::ScenarioStart start = game::start_scenario(scenario, 1, shipped_factory());
  REQUIRE_MESSAGE(start.world, start.diagnostics.to_string());
  const game::World& world = *start.world;
  CHECK(has_entity(world, "Key", {40, 25}));
  CHECK(world.floor().opaque[{41, 23}] == 1);
  CHECK(world.floor().visible[{41, 23}] == 1);  // the door itself is seen
  CHECK(world.floor().visible[{42, 23}] == 0);  // what is behind it is not
  CHECK(world.floor().visible[{43, 23}] == 0);

  TempFolder folder("scenario-door");
  const std::filesystem::path path = folder.path / "save.json";
  REQUIRE_OK(game::save_run(world, path));
  const game::SavedRun loaded = game::load_saved_run(path, shipped_factory());
  REQUIRE(loaded.world);
  CHECK(loaded.world->floor().opaque.cells() == world.floor().opaque.cells());
  CHECK(loaded.world->floor().visible.grid().cells() == world.floor().visible.grid().cells());
}

TEST_CASE("an open door placed by a scenario lets sight through and can be walked through") {
  const content::Scenario scenario = parse(R"({ "scenario": {
    "seed": 42,
    "player": { "x": 40, "y": 23 },
    "spawn": [ { "name": "Open Door", "x": 41, "y": 23 } ]
  } })");
  game::ScenarioStart start = game::start_scenario(scenario, 1, shipped_factory());
  REQUIRE_MESSAGE(start.world, start.diagnostics.to_string());
  game::World& world = *start.world;
  CHECK(world.floor().opaque[{41, 23}] == 0);
  CHECK(world.floor().visible[{42, 23}] == 1);
  CHECK(world.perform(game::Action::move({1, 0})).done);
  CHECK(world.player().position == core::Point{41, 23});
}

TEST_CASE("opening a locked door with a key lets sight through it") {
  const content::Scenario scenario = parse(R"({ "scenario": {
    "seed": 42,
    "player": { "x": 40, "y": 23 },
    "inventory": ["Key"],
    "spawn": [ { "name": "Door", "x": 41, "y": 23 } ]
  } })");
  game::ScenarioStart start = game::start_scenario(scenario, 1, shipped_factory());
  REQUIRE_MESSAGE(start.world, start.diagnostics.to_string());
  game::World& world = *start.world;
  REQUIRE(world.floor().visible[{42, 23}] == 0);
  CHECK(world.perform(game::Action::move({1, 0})).done);
  CHECK(world.floor().opaque[{41, 23}] == 0);
  CHECK(world.floor().visible[{42, 23}] == 1);
}

namespace {

// The door at (41, 23) of `world`, as the hover text and look mode describe it.
std::string door_description(const game::World& world) {
  for (const game::Entity& entity : world.floor().entities) {
    if (entity.position == core::Point{41, 23} && std::holds_alternative<game::Door>(entity.kind))
      return entity.description;
  }
  FAIL("no door at (41, 23)");
  return {};
}

}  // namespace

TEST_CASE("a doorway that never had a lock says so, before and after a save; an unlocked door tells of its key") {
  const content::Scenario scenario = parse(R"({ "scenario": {
    "seed": 42,
    "player": { "x": 40, "y": 22 },
    "inventory": ["Key"],
    "spawn": [ { "name": "Open Door", "x": 41, "y": 23 }, { "name": "Door", "x": 41, "y": 22 } ]
  } })");
  game::ScenarioStart start = game::start_scenario(scenario, 1, shipped_factory());
  REQUIRE_MESSAGE(start.world, start.diagnostics.to_string());
  game::World& world = *start.world;
  CHECK(door_description(world).find("key") == std::string::npos);
  CHECK(door_description(world).find("no lock") != std::string::npos);

  REQUIRE(world.perform(game::Action::move({1, 0})).done);  // the key opens the locked door at (41, 22)
  const auto unlocked = std::ranges::find(world.floor().entities, core::Point{41, 22}, &game::Entity::position);
  REQUIRE(unlocked != world.floor().entities.end());
  CHECK(unlocked->description.find("kept your key") != std::string::npos);

  TempFolder folder("open-doorway");
  const std::filesystem::path path = folder.path / "save.json";
  REQUIRE_OK(game::save_run(world, path));
  const game::SavedRun loaded = game::load_saved_run(path, shipped_factory());
  REQUIRE(loaded.world);
  CHECK(door_description(*loaded.world) == door_description(world));
}

TEST_CASE("a scenario's pack counts slots, not names: items of one kind share a slot, as in play") {
  // One slot fewer than the pack holds for equipment, then forty Health Packs, which stack into one.
  const int slots = shipped_database().player.inventory_slots;
  std::string inventory;
  for (int i = 0; i < slots - 1; ++i) inventory += "\"Crowbar\", ";
  for (int i = 0; i < 40; ++i) inventory += "\"Health Pack\", ";
  inventory.resize(inventory.size() - 2);
  const content::Scenario scenario = parse(R"({ "scenario": { "inventory": [)" + inventory + "] } }");
  game::ScenarioStart start = game::start_scenario(scenario, 1, shipped_factory());
  REQUIRE_MESSAGE(start.world, start.diagnostics.to_string());
  const std::vector<game::Entity>& pack = start.world->player().inventory;
  REQUIRE(static_cast<int>(pack.size()) == slots);
  CHECK(pack.back().name == "Health Pack");
  CHECK(std::get<game::Item>(pack.back().kind).count == 40);
}

TEST_CASE("a scenario's pack that needs more slots than the pack holds is refused, saying how many it needs") {
  const int slots = shipped_database().player.inventory_slots;
  std::string inventory;
  for (int i = 0; i < slots; ++i) inventory += "\"Crowbar\", ";
  inventory += "\"Health Pack\", \"Health Pack\"";
  const content::ScenarioLoadResult loaded = content::parse_scenario(
      R"({ "scenario": { "inventory": [)" + inventory + "] } }", "setup.json", shipped_database());
  CHECK_FALSE(loaded.scenario);
  CHECK(loaded.diagnostics.to_string().find("lists " + std::to_string(slots + 2) + " things, which take " +
                                            std::to_string(slots + 1) + " slots, but the pack holds " +
                                            std::to_string(slots)) != std::string::npos);
}
