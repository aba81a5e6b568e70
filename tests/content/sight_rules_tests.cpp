// SPDX-License-Identifier: MIT
#include <doctest/doctest.h>

#include <string>

#include "content/loading.h"
#include "content_test_support.h"
#include "temp_data_folder.h"

namespace {

// The shipped data with `sight` (a JSON object) as rules.json's "sight".
content::LoadResult load_with_sight(const TempDataFolder& folder, const std::string& sight) {
  folder.replace("rules.json", "\"regeneration_turns\": 0", "\"regeneration_turns\": 0,\n    \"sight\": " + sight);
  return content::load_database(folder.path());
}

}  // namespace

TEST_CASE("rules without a sight choice see by shadowcasting, player and monsters") {
  const content::LoadResult result = content::load_database(MOUSEKING_SHIPPED_DATA_DIR);
  REQUIRE_MESSAGE(result.database, result.diagnostics.to_string());
  CHECK(result.database->rules.player_sight == core::Sight{});
  CHECK(result.database->rules.monster_sight == core::Sight{});
  CHECK(result.database->rules.player_sight.rule == core::SightRule::Shadowcast);
}

TEST_CASE("rules.json chooses the player's and the monsters' rules of sight and the ray spacing") {
  TempDataFolder folder;
  const content::LoadResult result = load_with_sight(
      folder, R"({ "player": { "rule": "line_of_sight" }, "monsters": { "rule": "ray_cast", "ray_spacing": 8 } })");
  REQUIRE_MESSAGE(result.database, result.diagnostics.to_string());
  CHECK(result.database->rules.player_sight.rule == core::SightRule::LineOfSight);
  CHECK(result.database->rules.monster_sight == core::Sight{core::SightRule::RayCast, 8});
  CHECK(result.diagnostics.warning_count() == 0);
}

TEST_CASE("ray casting without a spacing casts a ray every 16 degrees, as the post it comes from") {
  TempDataFolder folder;
  const content::LoadResult result = load_with_sight(folder, R"({ "player": { "rule": "ray_cast" } })");
  REQUIRE_MESSAGE(result.database, result.diagnostics.to_string());
  CHECK(result.database->rules.player_sight == core::Sight{core::SightRule::RayCast, 16});
  CHECK(result.database->rules.monster_sight.rule == core::SightRule::Shadowcast);
}

TEST_CASE("an unknown rule of sight names the place, the choices and the closest one") {
  TempDataFolder folder;
  const content::LoadResult result = load_with_sight(folder, R"({ "monsters": { "rule": "raycast" } })");
  CHECK_FALSE(result.database);
  const std::string message = find_diagnostic(result.diagnostics, "\"raycast\"");
  CHECK(message.rfind("data/rules.json:" + line_column_of(folder.read("rules.json"), "\"raycast\"") + ": ", 0) == 0);
  CHECK(message.find("sight.monsters.rule") != std::string::npos);
  CHECK(message.find("\"shadowcast\", \"line_of_sight\" or \"ray_cast\"") != std::string::npos);
}

TEST_CASE("a ray spacing out of range names what was expected and what was found") {
  TempDataFolder folder;
  const content::LoadResult result =
      load_with_sight(folder, R"({ "player": { "rule": "ray_cast", "ray_spacing": 0 } })");
  CHECK_FALSE(result.database);
  const std::string message = find_diagnostic(result.diagnostics, "ray_spacing");
  CHECK(message.find("must be a whole number from 1 to 90, found 0") != std::string::npos);
}

TEST_CASE("a ray spacing beside another rule means nothing and is no error") {
  TempDataFolder folder;
  const content::LoadResult result =
      load_with_sight(folder, R"({ "player": { "rule": "shadowcast", "ray_spacing": 4 } })");
  REQUIRE_MESSAGE(result.database, result.diagnostics.to_string());
  CHECK(result.database->rules.player_sight == core::Sight{});
  CHECK(result.diagnostics.warning_count() == 0);
}

TEST_CASE("the choice of sight is part of rules.json's fingerprint") {
  TempDataFolder shadowcast;
  TempDataFolder rays;
  const content::LoadResult plain = load_with_sight(shadowcast, R"({ "player": { "rule": "shadowcast" } })");
  const content::LoadResult cast = load_with_sight(rays, R"({ "player": { "rule": "ray_cast" } })");
  REQUIRE(plain.database);
  REQUIRE(cast.database);
  const content::ContentChanges changes =
      content::changes_between(plain.database->fingerprint, cast.database->fingerprint);
  CHECK(changes.files == std::vector<std::string>{"rules.json"});
}
