// SPDX-License-Identifier: MIT
// traps.json and the bands' "traps": each mistake is an error at its place.
#include <doctest/doctest.h>

#include <filesystem>
#include <string>

#include "content/loading.h"
#include "content_test_support.h"
#include "temp_data_folder.h"

TEST_CASE("the shipped traps load: four kinds, each of its effect") {
  TempDataFolder folder;
  const content::LoadResult result = content::load_database(folder.path());
  REQUIRE_MESSAGE(result.database, result.diagnostics.to_string());
  CHECK(result.database->traps.size() == 4);
  for (const content::TrapDefinition& trap : result.database->traps) {
    CAPTURE(trap.look.name);
    CHECK(trap.traits.find_percent > 0);
  }
}

TEST_CASE("a band's trap the data does not know is an error where it is named, with the closest name") {
  TempDataFolder folder;
  const std::string message = error_after_change(
      folder, "floors.json", "{ \"trap\": \"Snap Trap\", \"count\": { \"min\": 1, \"max\": 2 }, \"chance\": 70 }",
      "{ \"trap\": \"Snap Trp\", \"count\": { \"min\": 1, \"max\": 2 }, \"chance\": 70 }", "Snap Trp");
  CHECK(message == "data/floors.json:" + line_column_of(folder.read("floors.json"), "\"Snap Trp\"") +
                       ": floors: \"bands[0].traps[0].trap\" names \"Snap Trp\", which is not a trap; did you mean "
                       "\"Snap Trap\"?");
}

TEST_CASE("a strike that does nothing, an alarm without its noise and an unknown effect are errors at their place") {
  TempDataFolder folder;
  SUBCASE("a strike with no damage and no statuses") {
    const std::string message =
        error_after_change(folder, "traps.json",
                           "\"find_percent\": 25,\n      \"radius\": 2,\n      \"inflicts\": [ { "
                           "\"status\": \"poisoned\", \"chance\": 100, "
                           "\"turns\": { \"min\": 4, \"max\": 6 } } ]",
                           "\"find_percent\": 25,\n      \"radius\": 2", "would do nothing");
    CHECK(message.find("data/traps.json:" +
                       line_column_of(folder.read("traps.json"), "\"strike\",\n      \"find_percent\": 25")) == 0);
    CHECK(message.find("traps[1] \"Gas Vent\"") != std::string::npos);
  }
  SUBCASE("an alarm without its noise") {
    const std::string message = error_after_change(folder, "traps.json", "\"find_percent\": 40,\n      \"noise\": 40",
                                                   "\"find_percent\": 40", "noise");
    CHECK(message.find("\"noise\" must be a whole number from 1 to 200 and is missing") != std::string::npos);
    CHECK(message.find("traps[2] \"Alarm Plate\"") != std::string::npos);
  }
  SUBCASE("a misspelt effect") {
    const std::string message =
        error_after_change(folder, "traps.json", "\"effect\": \"teleport\"", "\"effect\": \"teleprot\"", "teleprot");
    CHECK(message == "data/traps.json:" + line_column_of(folder.read("traps.json"), "\"teleprot\"") +
                         ": traps[3] \"Teleport Pad\": \"effect\" must be one of \"strike\", \"alarm\" or "
                         "\"teleport\", found \"teleprot\"");
  }
}

TEST_CASE("a data folder without traps.json is an error that names the file") {
  TempDataFolder folder;
  std::filesystem::remove(folder.path() / "traps.json");
  const content::LoadResult result = content::load_database(folder.path());
  CHECK_FALSE(result.database);
  CHECK(find_diagnostic(result.diagnostics, "traps.json") != "");
}
