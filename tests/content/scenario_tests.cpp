// SPDX-License-Identifier: MIT
#include <doctest/doctest.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>

#include "content/scenario.h"
#include "content_test_support.h"

namespace {

const content::Database& shipped() {
  static const content::Database database = [] {
    content::LoadResult loaded = content::load_database(MOUSEKING_SHIPPED_DATA_DIR);
    REQUIRE_MESSAGE(loaded.database, loaded.diagnostics.to_string());
    return *loaded.database;
  }();
  return database;
}

content::ScenarioLoadResult parse(const std::string& text) {
  return content::parse_scenario(text, "crowbar.json", shipped());
}

std::vector<std::string> names(const std::vector<content::ScenarioName>& list) {
  std::vector<std::string> result;
  for (const auto& entry : list) result.push_back(entry.name);
  return result;
}

}  // namespace

TEST_CASE("a scenario gives its seed, floor, player, pack, equipment and spawns") {
  const auto loaded = parse(R"({ "scenario": {
    "seed": 18446744073709551615,
    "floor": 3,
    "player": { "x": 40, "y": 22, "hp": 12 },
    "inventory": ["Crowbar", "Biker Jacket", "Microchip", "Health Pack"],
    "equipped": ["Stun Baton", "Bulletproof Vest"],
    "spawn": [ { "name": "Neo Mouse", "x": 41, "y": 22 } ]
  } })");
  REQUIRE_MESSAGE(loaded.scenario, loaded.diagnostics.to_string());
  const content::Scenario& scenario = *loaded.scenario;
  CHECK(scenario.seed == 18446744073709551615ull);
  CHECK(scenario.floor == 3);
  CHECK(scenario.player_tile == core::Point{40, 22});
  CHECK(scenario.hp == 12);
  CHECK(names(scenario.inventory) == std::vector<std::string>{"Crowbar", "Biker Jacket", "Microchip", "Health Pack"});
  CHECK(names(scenario.equipped) == std::vector<std::string>{"Stun Baton", "Bulletproof Vest"});
  REQUIRE(scenario.spawns.size() == 1);
  CHECK(scenario.spawns[0].what.name == "Neo Mouse");
  CHECK(scenario.spawns[0].tile == core::Point{41, 22});
  CHECK(loaded.diagnostics.all().empty());
}

TEST_CASE("an empty scenario is a new game on floor 0") {
  const auto loaded = parse(R"({ "scenario": {} })");
  REQUIRE(loaded.scenario);
  CHECK_FALSE(loaded.scenario->seed);
  CHECK(loaded.scenario->floor == 0);
  CHECK_FALSE(loaded.scenario->player_tile);
  CHECK(loaded.scenario->inventory.empty());
}

TEST_CASE("a misspelt name in the pack points at its line and column and suggests the right one") {
  const std::string text = "{ \"scenario\": {\n  \"inventory\": [\"Crowbar\", \"Crowbr\"]\n} }";
  const auto loaded = parse(text);
  CHECK_FALSE(loaded.scenario);
  const std::string message = find_diagnostic(loaded.diagnostics, "Crowbr");
  CHECK(message.find("crowbar.json:" + line_column_of(text, "\"Crowbr\"")) == 0);
  CHECK(message.find("\"inventory[1]\"") != std::string::npos);
  CHECK(message.find("did you mean \"Crowbar\"") != std::string::npos);
}

TEST_CASE("a Health Pack cannot be listed as equipped") {
  const auto loaded = parse(R"({ "scenario": { "equipped": ["Health Pack"] } })");
  CHECK_FALSE(loaded.scenario);
  CHECK(find_diagnostic(loaded.diagnostics, "which is not a weapon, armour or microchip") != "");
}

TEST_CASE("two weapons equipped at once is an error at the second") {
  const std::string text = R"({ "scenario": { "equipped": ["Crowbar", "Stun Baton"] } })";
  const auto loaded = parse(text);
  CHECK_FALSE(loaded.scenario);
  const std::string message = find_diagnostic(loaded.diagnostics, "one piece per slot");
  CHECK(message.find("crowbar.json:" + line_column_of(text, "\"Stun Baton\"")) == 0);
  CHECK(message.find("\"Crowbar\" already fills") != std::string::npos);
}

TEST_CASE("more things than the pack holds is an error naming the capacity") {
  // Equipment, which takes a slot a piece (Health Packs would stack into one).
  std::string list;
  for (int i = 0; i <= shipped().player.inventory_slots; ++i) list += std::string(i ? ", " : "") + "\"Crowbar\"";
  const auto loaded = parse(R"({ "scenario": { "inventory": [)" + list + "] } }");
  CHECK_FALSE(loaded.scenario);
  CHECK(find_diagnostic(loaded.diagnostics, "but the pack holds " + std::to_string(shipped().player.inventory_slots)) !=
        "");
}

TEST_CASE("wrong types, a negative seed and a floor above the top are each reported") {
  const auto loaded = parse(R"({ "scenario": {
    "seed": -4, "floor": 99, "inventory": "Crowbar", "player": { "x": 3 },
    "spawn": [ { "name": "Neo Mouse", "x": 1 }, 7 ]
  } })");
  CHECK_FALSE(loaded.scenario);
  CHECK(find_diagnostic(loaded.diagnostics, "\"seed\" must be a whole number of 0 or more, found -4") != "");
  CHECK(find_diagnostic(loaded.diagnostics, "\"floor\" must be a whole number from 0 to 13, found 99") != "");
  CHECK(find_diagnostic(loaded.diagnostics, "\"inventory\" must be a list of names") != "");
  CHECK(find_diagnostic(loaded.diagnostics, "give both \"x\" and \"y\"") != "");
  CHECK(find_diagnostic(loaded.diagnostics, "\"spawn[0].y\" must be a whole number") != "");
  CHECK(find_diagnostic(loaded.diagnostics, "\"spawn[1]\" must be an object, found 7") != "");
}

TEST_CASE("an unknown field in a scenario is a warning with a suggestion, not an error") {
  const auto loaded = parse(R"({ "scenario": { "inventroy": ["Crowbar"] } })");
  REQUIRE(loaded.scenario);
  CHECK(loaded.diagnostics.warning_count() == 1);
  CHECK(find_diagnostic(loaded.diagnostics, "did you mean \"inventory\"") != "");
}

TEST_CASE("a scenario that is not JSON reports where the syntax breaks") {
  const auto loaded = parse("{ \"scenario\": {\n  \"floor\": 2,,\n} }");
  CHECK_FALSE(loaded.scenario);
  REQUIRE(loaded.diagnostics.error_count() == 1);
  CHECK(loaded.diagnostics.all()[0].to_string().rfind("crowbar.json:2:", 0) == 0);
}

TEST_CASE("a scenario file that is missing says so, naming the file") {
  const auto loaded = content::load_scenario("no-such-scenario.json", shipped());
  CHECK_FALSE(loaded.scenario);
  CHECK(find_diagnostic(loaded.diagnostics, "no-such-scenario.json: the file is missing") != "");
}

TEST_CASE("a scenario file is read from disk and names itself in messages") {
  const auto path = std::filesystem::temp_directory_path() / ("scenario-" + std::to_string(getpid()) + ".json");
  std::ofstream(path)
      << R"({ "scenario": { "inventory": ["Key"], "spawn": [ { "name": "Neo Mose", "x": 1, "y": 1 } ] } })";
  const auto loaded = content::load_scenario(path, shipped());
  std::filesystem::remove(path);
  CHECK_FALSE(loaded.scenario);
  const std::string message = find_diagnostic(loaded.diagnostics, "Neo Mose");
  CHECK(message.rfind(path.string() + ":1:", 0) == 0);
  CHECK(message.find("did you mean \"Neo Mouse\"") != std::string::npos);
}

namespace {

// { "scenario": { "key": [ ... ] } } with `count` copies of `element`, one a line, and `last` at the end.
std::string long_listing(const std::string& key, const std::string& element, int count, const std::string& last) {
  std::string text = "{ \"scenario\": { \"" + key + "\": [\n";
  for (int i = 0; i < count; ++i) text += element + ",\n";
  return text + last + "\n] } }";
}

}  // namespace

TEST_CASE("a pack of a million names is refused naming the capacity, and a mistake at its end points at its line") {
  const std::string text = long_listing("inventory", "\"Crowbar\"", 999'999, "\"Crowbr\"");
  const auto loaded = parse(text);
  CHECK_FALSE(loaded.scenario);
  CHECK(find_diagnostic(loaded.diagnostics, "lists 999999 things, which take 999999 slots, but the pack holds 32") !=
        "");
  const std::string mistake = find_diagnostic(loaded.diagnostics, "\"inventory[999999]\" names \"Crowbr\"");
  CHECK(mistake.starts_with("crowbar.json:1000001:1: "));
  CHECK(mistake.ends_with("did you mean \"Crowbar\"?"));
}

TEST_CASE("a spawn list longer than 10,000 is refused at once, naming the limit") {
  const std::string spawn = R"({ "name": "Neo Mouse", "x": 41, "y": 22 })";
  const auto loaded = parse(long_listing("spawn", spawn, 10'000, spawn));
  CHECK_FALSE(loaded.scenario);
  CHECK(loaded.diagnostics.error_count() == 1);
  CHECK(find_diagnostic(loaded.diagnostics, "\"spawn\" lists 10001 things; a scenario may place at most 10000") != "");
}

TEST_CASE("10,000 spawns are read, each at its own line") {
  const std::string spawn = R"({ "name": "Neo Mouse", "x": 41, "y": 22 })";
  const auto loaded = parse(long_listing("spawn", spawn, 9'999, R"({ "name": "Micro Mouse", "x": 41, "y": 22 })"));
  REQUIRE_MESSAGE(loaded.scenario, loaded.diagnostics.to_string());
  REQUIRE(loaded.scenario->spawns.size() == 10'000);
  CHECK(loaded.scenario->spawns.back().what.name == "Micro Mouse");
  CHECK(loaded.scenario->spawns.back().what.position.line == 10'001);
}

TEST_CASE("past the first hundred misspelt names, mistakes are reported without suggestions") {
  const auto loaded = parse(long_listing("inventory", "\"Crowbr\"", 100, "\"Crowbr\""));
  CHECK(find_diagnostic(loaded.diagnostics,
                        "\"inventory[99]\" names \"Crowbr\", which is not a weapon, armour, "
                        "microchip or item; did you mean \"Crowbar\"?") != "");
  const std::string last = find_diagnostic(loaded.diagnostics, "\"inventory[100]\"");
  CHECK(last.ends_with("\"inventory[100]\" names \"Crowbr\", which is not a weapon, armour, microchip or item"));
}
