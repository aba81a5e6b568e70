// SPDX-License-Identifier: MIT
// What a monster does, as data: its abilities (a projectile), keeping a distance, and packs.
#include <doctest/doctest.h>

#include <string>

#include "content/limits.h"
#include "content/loading.h"
#include "content_test_support.h"
#include "temp_data_folder.h"

namespace {

// A Neo Mouse that shoots, with `changed` written over the projectile's fields.
std::string neo_with_projectile(const std::string& fields) {
  return "\"defence\": 8, \"abilities\": [{ \"kind\": \"projectile\", " + fields + " }],";
}

constexpr const char* kGoodProjectile =
    "\"range\": 6, \"damage\": { \"min\": 1, \"max\": 4 }, \"sprite\": \"acid_spit\"";

}  // namespace

TEST_CASE("a well-formed projectile loads, and each field it needs is an error at its place when wrong") {
  TempDataFolder good;
  good.replace("monsters.json", "\"defence\": 8,", neo_with_projectile(kGoodProjectile));
  const content::LoadResult loaded = content::load_database(good.path());
  REQUIRE(loaded.database);

  SUBCASE("a range across a hundred thousand tiles") {
    TempDataFolder folder;
    const std::string message = error_after_change(
        folder, "monsters.json", "\"defence\": 8,",
        neo_with_projectile("\"range\": 100000, \"damage\": { \"min\": 1, \"max\": 4 }, \"sprite\": \"acid_spit\""),
        "range");
    const std::string place = line_column_of(folder.read("monsters.json"), "100000");
    CHECK(message == "data/monsters.json:" + place +
                         ": monsters[1] \"Neo Mouse\": \"abilities[0].range\" must be a whole number from 1 to 100, "
                         "found 100000");
  }
  SUBCASE("a sprite the atlas does not have") {
    TempDataFolder folder;
    folder.replace(
        "monsters.json", "\"defence\": 8,",
        neo_with_projectile("\"range\": 6, \"damage\": { \"min\": 1, \"max\": 4 }, \"sprite\": \"acid_spitt\""));
    const content::SpriteCheck check{[](const std::string& sprite) { return sprite != "acid_spitt"; },
                                     {"neo_mouse", "acid_spit"}};
    const content::LoadResult result = content::load_database(folder.path(), check);
    CHECK_FALSE(result.database);
    const std::string message = find_diagnostic(result.diagnostics, "acid_spitt");
    const std::string place = line_column_of(folder.read("monsters.json"), "\"acid_spitt\"");
    CHECK(message.rfind("data/monsters.json:" + place + ": monsters[1] \"Neo Mouse\": \"abilities[0].sprite\"", 0) ==
          0);
    CHECK(message.find("did you mean \"acid_spit\"") != std::string::npos);
  }
  SUBCASE("no damage") {
    TempDataFolder folder;
    const std::string message =
        error_after_change(folder, "monsters.json", "\"defence\": 8,",
                           neo_with_projectile("\"range\": 6, \"sprite\": \"acid_spit\""), "damage");
    CHECK(message.find("\"abilities[0].damage\"") != std::string::npos);
  }
  SUBCASE("a condition's farthest distance below its nearest") {
    TempDataFolder folder;
    const std::string message = error_after_change(
        folder, "monsters.json", "\"defence\": 8,",
        neo_with_projectile(std::string(kGoodProjectile) + ", \"when\": { \"distance_min\": 4, \"distance_max\": 2 }"),
        "distance_max");
    CHECK(message.find("\"abilities[0].when.distance_max\" must be a whole number from 4 to 100, found 2") !=
          std::string::npos);
  }
}

TEST_CASE("a stationary monster that keeps a distance is an error at the distance") {
  TempDataFolder folder;
  const std::string message =
      error_after_change(folder, "monsters.json", "\"defence\": 8,",
                         "\"defence\": 8, \"stationary\": true, \"keep_distance\": 3,", "keep_distance");
  const std::string place = line_column_of(folder.read("monsters.json"), "3,");
  CHECK(message.rfind("data/monsters.json:" + place + ":", 0) == 0);
  CHECK(message.find("\"keep_distance\" is for a monster that moves, and this one is \"stationary\"") !=
        std::string::npos);
}

TEST_CASE("a monster with more abilities than any may have is an error, not a slow load") {
  TempDataFolder folder;
  std::string many = "\"defence\": 8, \"abilities\": [";
  for (std::size_t i = 0; i <= content::kAbilityLimit; ++i) many += std::string(i ? "," : "") + "{\"kind\":\"melee\"}";
  const std::string message =
      error_after_change(folder, "monsters.json", "\"defence\": 8,", many + "],", "\"abilities\"");
  CHECK(message.find("must hold at most 100 entries, found 101") != std::string::npos);
}

TEST_CASE("a pack naming an unknown leader, a member by the ten thousand or too many kinds is an error at its place") {
  constexpr const char* kBoss = "\"boss\": { \"floor\": 13";
  SUBCASE("an unknown leader") {
    TempDataFolder folder;
    const std::string message = error_after_change(
        folder, "floors.json", kBoss,
        "\"packs\": [{ \"leader\": \"Tuff Mouse\", \"floors\": [1, 3], \"members\": [] }], " + std::string(kBoss),
        "Tuff Mouse");
    const std::string place = line_column_of(folder.read("floors.json"), "\"Tuff Mouse\"");
    CHECK(message == "data/floors.json:" + place +
                         ": floors: \"packs[0].leader\" names \"Tuff Mouse\", which is not a monster; did you mean "
                         "\"Tough Mouse\"?");
  }
  SUBCASE("ten thousand of one member") {
    TempDataFolder folder;
    const std::string message = error_after_change(
        folder, "floors.json", kBoss,
        "\"packs\": [{ \"leader\": \"Tough Mouse\", \"floors\": [1, 3], \"members\": [{ \"monster\": \"Micro Mouse\", "
        "\"count\": { \"min\": 1, \"max\": 10000 } }] }], " +
            std::string(kBoss),
        "count");
    CHECK(message.find("\"packs[0].members[0].count.max\" must be a whole number from 0 to 20, found 10000") !=
          std::string::npos);
    // The bad end alone is reported, not also an order of min and max it never wrote.
    CHECK(find_diagnostic(content::load_database(folder.path()).diagnostics, "greater than") == "");
  }
  SUBCASE("more kinds of member than a pack may list") {
    TempDataFolder folder;
    std::string members;
    for (int i = 0; i < 9; ++i)
      members += std::string(i ? "," : "") + "{ \"monster\": \"Micro Mouse\", \"count\": { \"min\": 1, \"max\": 1 } }";
    const std::string message =
        error_after_change(folder, "floors.json", kBoss,
                           "\"packs\": [{ \"leader\": \"Tough Mouse\", \"floors\": [1, 3], \"members\": [" + members +
                               "] }], " + std::string(kBoss),
                           "\"packs[0].members\"");
    CHECK(message.find("must hold at most 8 entries, found 9") != std::string::npos);
  }
}

TEST_CASE("a pack's on_leader_death other than fight, scatter or flee is an error at its place") {
  TempDataFolder folder;
  const std::string message =
      error_after_change(folder, "floors.json", "\"boss\": { \"floor\": 13",
                         "\"packs\": [{ \"leader\": \"Tough Mouse\", \"floors\": [1, 3], \"members\": [], "
                         "\"on_leader_death\": \"panic\" }], \"boss\": { \"floor\": 13",
                         "on_leader_death");
  const std::string place = line_column_of(folder.read("floors.json"), "\"panic\"");
  CHECK(message.find("data/floors.json:" + place) == 0);
  CHECK(message.find("\"packs[0].on_leader_death\"") != std::string::npos);
  CHECK(message.find("\"fight\", \"scatter\" or \"flee\"") != std::string::npos);
}
