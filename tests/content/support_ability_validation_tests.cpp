// SPDX-License-Identifier: MIT
#include <doctest/doctest.h>

#include <string>

#include "content/loading.h"
#include "content_test_support.h"
#include "temp_data_folder.h"

namespace {

content::LoadResult load_helpers(const TempDataFolder& folder) {
  return content::load_database(folder.path());
}

// Breaks one spot of a shipped file and returns the single message that names `fragment`.
std::string helper_error_after(const TempDataFolder& folder, const std::string& file, const std::string& from,
                               const std::string& to, const std::string& fragment) {
  folder.replace(file, from, to);
  const content::LoadResult result = load_helpers(folder);
  CHECK_FALSE(result.database);
  return find_diagnostic(result.diagnostics, fragment);
}

// A Neo Mouse with one ability of `kind`, with `fields` besides.
std::string neo_helping(const std::string& kind, const std::string& fields) {
  return "\"defence\": 8, \"abilities\": [{ \"kind\": \"" + kind + "\", " + fields + " }],";
}

std::string helping_error(const std::string& kind, const std::string& fields, const std::string& needle) {
  TempDataFolder folder;
  return helper_error_after(folder, "monsters.json", "\"defence\": 8,", neo_helping(kind, fields), needle);
}

}  // namespace

TEST_CASE("well-formed blink, heal_allies and buff_allies abilities load with what they say") {
  TempDataFolder folder;
  folder.replace("monsters.json", "\"defence\": 8,",
                 "\"defence\": 8, \"abilities\": [{ \"kind\": \"blink\", \"range\": 5, \"blink\": { \"toward\": "
                 "false }, \"when\": { \"hp_below_percent\": 30 } }, { \"kind\": \"heal_allies\", \"range\": 4, "
                 "\"heal\": { \"min\": 2, \"max\": 6 } }, { \"kind\": \"buff_allies\", \"range\": 3, \"buff\": { "
                 "\"attack\": 2, \"defence\": 1, \"turns\": 5 } }],");
  const content::LoadResult loaded = load_helpers(folder);
  REQUIRE(loaded.database);
  const content::MonsterDefinition* neo = nullptr;
  for (const content::MonsterDefinition& monster : loaded.database->monsters)
    if (monster.look.name == "Neo Mouse") neo = &monster;
  REQUIRE(neo);
  const std::vector<content::Ability>& abilities = neo->traits.abilities;
  REQUIRE(abilities.size() == 3);
  CHECK(abilities[0].kind == content::AbilityKind::Blink);
  CHECK(abilities[0].range == 5);
  CHECK_FALSE(abilities[0].toward);
  CHECK(abilities[0].when.hp_below_percent == 30);
  CHECK(abilities[1].kind == content::AbilityKind::HealAllies);
  CHECK(abilities[1].heal == content::IntRange{2, 6});
  CHECK(abilities[2].kind == content::AbilityKind::BuffAllies);
  CHECK(abilities[2].buff == content::AllyBuff{.attack = 2, .defence = 1, .turns = 5});
}

TEST_CASE("a blink with no way given jumps toward the player") {
  TempDataFolder folder;
  folder.replace("monsters.json", "\"defence\": 8,", neo_helping("blink", "\"range\": 3"));
  const content::LoadResult loaded = load_helpers(folder);
  REQUIRE(loaded.database);
  for (const content::MonsterDefinition& monster : loaded.database->monsters)
    if (monster.look.name == "Neo Mouse") CHECK(monster.traits.abilities.front().toward);
}

TEST_CASE("hostile numbers in the helping abilities are placed errors at their fields") {
  SUBCASE("a blink across a hundred thousand tiles") {
    TempDataFolder folder;
    const std::string message = helper_error_after(folder, "monsters.json", "\"defence\": 8,",
                                                   neo_helping("blink", "\"range\": 100000"), "range");
    const std::string place = line_column_of(folder.read("monsters.json"), "100000");
    CHECK(message == "data/monsters.json:" + place +
                         ": monsters[1] \"Neo Mouse\": \"abilities[0].range\" must be a whole number from 1 to 100, "
                         "found 100000");
  }
  SUBCASE("a blink with no range") {
    CHECK(helping_error("blink", "\"blink\": { \"toward\": true }", "range").find("\"abilities[0].range\"") !=
          std::string::npos);
  }
  SUBCASE("a heal of a billion") {
    const std::string message =
        helping_error("heal_allies", "\"range\": 4, \"heal\": { \"min\": 1000000000, \"max\": 1000000000 }", "heal");
    CHECK(message.find("\"abilities[0].heal.min\" must be a whole number from 1 to 100000, found 1000000000") !=
          std::string::npos);
  }
  SUBCASE("a heal that is left out") {
    CHECK(helping_error("heal_allies", "\"range\": 4", "heal").find("\"abilities[0].heal\"") != std::string::npos);
  }
  SUBCASE("a buff lasting a billion turns") {
    const std::string message =
        helping_error("buff_allies", "\"range\": 4, \"buff\": { \"attack\": 1, \"turns\": 1000000000 }", "turns");
    CHECK(message.find("\"abilities[0].buff.turns\" must be a whole number from 1 to 1000, found 1000000000") !=
          std::string::npos);
  }
  SUBCASE("a buff of a negative attack") {
    const std::string message =
        helping_error("buff_allies", "\"range\": 4, \"buff\": { \"attack\": -3, \"turns\": 2 }", "attack");
    CHECK(message.find("\"abilities[0].buff.attack\" must be a whole number from 0 to 100000, found -3") !=
          std::string::npos);
  }
  SUBCASE("a buff spelled the American way is an unknown field with the right one suggested") {
    TempDataFolder folder;
    folder.replace("monsters.json", "\"defence\": 8,",
                   neo_helping("buff_allies", "\"range\": 4, \"buff\": { \"defense\": 2, \"turns\": 2 }"));
    const content::LoadResult loaded = load_helpers(folder);
    const std::string message = find_diagnostic(loaded.diagnostics, "defense");
    CHECK(message.find("did you mean \"defence\"") != std::string::npos);
  }
}
