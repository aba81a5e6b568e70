// SPDX-License-Identifier: MIT
// Hostile numbers in the abilities that act when a monster is hit or dies: each is an error at its place,
// never a floor filled with copies or a burst across the dungeon.
#include <doctest/doctest.h>

#include <string>

#include "content/loading.h"
#include "content_test_support.h"
#include "temp_data_folder.h"
#include "text_position.h"

namespace {

// The Neo Mouse given one ability written as `fields`; the message that names `fragment`, and the
// place of `written` in the file.
struct AbilityError {
  std::string message;
  std::string place;
};

AbilityError neo_ability_error(const std::string& fields, const std::string& fragment, const std::string& written) {
  TempDataFolder folder;
  folder.replace("monsters.json", "\"defence\": 8,", "\"defence\": 8, \"abilities\": [{ " + fields + " }],");
  const content::LoadResult result = content::load_database(folder.path());
  CHECK_FALSE(result.database);
  return {find_diagnostic(result.diagnostics, fragment), line_column_of(folder.read("monsters.json"), written)};
}

bool neo_ability_loads(const std::string& fields) {
  TempDataFolder folder;
  folder.replace("monsters.json", "\"defence\": 8,", "\"defence\": 8, \"abilities\": [{ " + fields + " }],");
  return content::load_database(folder.path()).database.has_value();
}

constexpr const char* kNeo = ": monsters[1] \"Neo Mouse\": ";

}  // namespace

TEST_CASE("a steal_and_flee, a split and a burst as the data README shows them load") {
  CHECK(neo_ability_loads("\"kind\": \"steal_and_flee\""));
  CHECK(neo_ability_loads("\"kind\": \"split\", \"max_alive\": 6, \"min_hp\": 4"));
  CHECK(
      neo_ability_loads("\"kind\": \"burst\", \"radius\": 2, \"damage\": { \"min\": 2, \"max\": 6 }, "
                        "\"inflicts\": [{ \"status\": \"poisoned\", \"chance\": 50, \"turns\": { \"min\": 2, "
                        "\"max\": 4 } }]"));
}

TEST_CASE("a split that would keep ten thousand alive is an error at its place") {
  const AbilityError error = neo_ability_error("\"kind\": \"split\", \"max_alive\": 10000", "max_alive", "10000");
  CHECK(error.message == "data/monsters.json:" + error.place + kNeo +
                             "\"abilities[0].max_alive\" must be a whole number from 1 to 100, found 10000");
}

TEST_CASE("a split with no cap, or one that would leave a half of no HP, is an error at its place") {
  CHECK(neo_ability_error("\"kind\": \"split\"", "max_alive", "\"split\"").message.find("\"abilities[0].max_alive\"") !=
        std::string::npos);
  const AbilityError error = neo_ability_error("\"kind\": \"split\", \"max_alive\": 3, \"min_hp\": 1", "min_hp", "1 }");
  CHECK(error.message == "data/monsters.json:" + error.place + kNeo +
                             "\"abilities[0].min_hp\" must be a whole number from 2 to 100000, found 1");
}

TEST_CASE("a burst across a thousand tiles, or for a billion damage, is an error at its place") {
  const AbilityError wide = neo_ability_error("\"kind\": \"burst\", \"radius\": 1000", "radius", "1000");
  CHECK(wide.message == "data/monsters.json:" + wide.place + kNeo +
                            "\"abilities[0].radius\" must be a whole number from 1 to 10, found 1000");
  const AbilityError hard = neo_ability_error(
      "\"kind\": \"burst\", \"radius\": 2, \"damage\": { \"min\": 1, \"max\": 1000000000 }", "damage", "1000000000");
  CHECK(hard.message.rfind("data/monsters.json:" + hard.place + kNeo + "\"abilities[0].damage", 0) == 0);
  CHECK(hard.message.find("1000000000") != std::string::npos);
}
