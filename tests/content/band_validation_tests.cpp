// SPDX-License-Identifier: MIT
// floors.json's bands and guardians: the shipped bands load, and each mistake in them is an error at its
// place that says what was expected and what was found.

#include <doctest/doctest.h>

#include <string>

#include "content/loading.h"
#include "content_test_support.h"
#include "temp_data_folder.h"
#include "text_position.h"

namespace {

// Breaks one spot of floors.json and returns the single message that names `fragment`.
std::string band_error(const TempDataFolder& folder, const std::string& from, const std::string& to,
                       const std::string& fragment) {
  folder.replace("floors.json", from, to);
  const content::LoadResult result = content::load_database(folder.path());
  CHECK_FALSE(result.database);
  return find_diagnostic(result.diagnostics, fragment);
}

}  // namespace

TEST_CASE("the shipped floors come in four named bands, each with its tint, layout and monster table") {
  TempDataFolder folder;
  const content::LoadResult result = content::load_database(folder.path());
  REQUIRE(result.database);
  const auto& bands = result.database->floors.bands;
  REQUIRE(bands.size() == 4);
  CHECK(bands[0].name == "The cages");
  for (int floor = 1; floor <= 12; ++floor) CHECK(content::band_of_floor(bands, floor) != nullptr);
  CHECK(content::band_of_floor(bands, 13) == nullptr);  // the King's hall is no band's
  for (const content::FloorBand& band : bands) {
    CAPTURE(band.name);
    CHECK(band.tint.has_value());
    CHECK(band.generator.has_value());
    CHECK(band.monsters.has_value());
  }
}

TEST_CASE("a tint is # and six hexadecimal digits") {
  CHECK(content::parse_tint("#1e8c82") == content::Tint{0x1e, 0x8c, 0x82});
  CHECK(content::parse_tint("#FFFFFF") == content::Tint{255, 255, 255});
  CHECK_FALSE(content::parse_tint("1e8c82"));
  CHECK_FALSE(content::parse_tint("#1e8c8"));
  CHECK_FALSE(content::parse_tint("#1e8c8g"));
  CHECK_FALSE(content::parse_tint(""));
}

TEST_CASE("a band's mistakes are errors at their places") {
  TempDataFolder folder;
  SUBCASE("two bands that share a floor") {
    const std::string message = band_error(folder, "\"name\": \"The labs\", \"floors\": [4, 6]",
                                           "\"name\": \"The labs\", \"floors\": [2, 6]", "shares floors");
    CHECK(message == "data/floors.json:" + line_column_of(folder.read("floors.json"), "[2, 6]") +
                         ": floors: \"bands[1].floors\" shares floors with the band \"The cages\"; a floor belongs to "
                         "one band");
  }
  SUBCASE("a band inside another") {
    const std::string message = band_error(folder, "\"name\": \"The labs\", \"floors\": [4, 6]",
                                           "\"name\": \"The labs\", \"floors\": [2, 2]", "shares floors");
    CHECK(message.find("\"bands[1].floors\"") != std::string::npos);
  }
  SUBCASE("a tint that is no colour") {
    const std::string message = band_error(folder, "\"#ffdca0\"", "\"teal\"", "tint");
    CHECK(message == "data/floors.json:" + line_column_of(folder.read("floors.json"), "\"teal\"") +
                         ": floors: \"bands[0].tint\" is \"teal\"; expected a colour written \"#\" and six "
                         "hexadecimal digits");
  }
  SUBCASE("a boss floor's tint that is no colour") {
    const std::string message = band_error(folder, "\"#d8b8ff\"", "\"purple\"", "tint");
    CHECK(message == "data/floors.json:" + line_column_of(folder.read("floors.json"), "\"purple\"") +
                         ": floors: \"boss.tint\" is \"purple\"; expected a colour written \"#\" and six "
                         "hexadecimal digits");
  }
  SUBCASE("an unknown generator") {
    const std::string message = band_error(folder, "\"kind\": \"mixed\"", "\"kind\": \"maze\"", "kind");
    CHECK(message.find("data/floors.json:" + line_column_of(folder.read("floors.json"), "\"maze\"")) == 0);
    CHECK(message.find("\"rooms\", \"caves\" or \"mixed\"") != std::string::npos);
  }
  SUBCASE("rooms larger than their largest side allows") {
    const std::string message = band_error(folder, "\"min_room_size\": 4, \"max_room_size\": 8",
                                           "\"min_room_size\": 9, \"max_room_size\": 8", "max_room_size");
    CHECK(message.find("\"bands[0].generator.max_room_size\" must be a whole number from 9 to 40, found 8") !=
          std::string::npos);
  }
  SUBCASE("a monster the data does not know") {
    const std::string message = band_error(folder, "{ \"monster\": \"Micro Mouse\", \"weight\": 8 }",
                                           "{ \"monster\": \"Micro Moose\", \"weight\": 8 }", "Micro Moose");
    CHECK(message == "data/floors.json:" + line_column_of(folder.read("floors.json"), "\"Micro Moose\"") +
                         ": floors: \"bands[0].monsters.table[0].monster\" names \"Micro Moose\", which is not a "
                         "monster; did you mean \"Micro Mouse\"?");
  }
  SUBCASE("a weight of nothing") {
    const std::string message = band_error(folder, "{ \"monster\": \"Micro Mouse\", \"weight\": 8 }",
                                           "{ \"monster\": \"Micro Mouse\", \"weight\": 0 }", "weight");
    CHECK(message.find("\"bands[0].monsters.table[0].weight\" must be a whole number from 1 to 1000000, found 0") !=
          std::string::npos);
  }
  SUBCASE("a floor of the band its table draws nothing on") {
    const std::string message =
        band_error(folder, "{ \"monster\": \"Micro Mouse\", \"weight\": 8 }",
                   "{ \"monster\": \"Micro Mouse\", \"weight\": 8, \"floors\": [2, 3] }", "draws no monster");
    CHECK(message.find("\"bands[0].monsters.table\" draws no monster on floor 1, one of the band's") !=
          std::string::npos);
  }
  SUBCASE("a band on the boss's floor") {
    const std::string message = band_error(folder, "\"floors\": [10, 12]", "\"floors\": [10, 13]", "bands[3].floors");
    CHECK(message.find("must be a list of two whole numbers [first, last] from 1 to 12, found [10,13]") !=
          std::string::npos);
    // Told once: the fallback of a broken "floors" is not also reported as an overlap.
    CHECK(find_diagnostic(content::load_database(folder.path()).diagnostics, "shares floors") == "");
  }
}

TEST_CASE("a guardian's mistakes are errors at their places") {
  TempDataFolder folder;
  folder.drop_the_bands();  // and with them the shipped guardian: each case writes its own
  // With the bands gone, the boss is the last field of "floors": each case writes its guardians after it.
  const std::string boss =
      "\"boss\": { \"floor\": 13, \"monster\": \"Mouse King\", \"name\": \"The Mouse King's hall\", \"tint\": "
      "\"#d8b8ff\" }";
  SUBCASE("an unknown monster") {
    const std::string message = band_error(
        folder, boss, boss + ", \"guardians\": [{ \"floor\": 7, \"monster\": \"Mother Bored\" }]", "Mother Bored");
    CHECK(message == "data/floors.json:" + line_column_of(folder.read("floors.json"), "\"Mother Bored\"") +
                         ": floors: \"guardians[0].monster\" names \"Mother Bored\", which is not a monster; did you "
                         "mean \"Mother Board\"?");
  }
  SUBCASE("two on one floor") {
    const std::string message = band_error(folder, boss,
                                           boss +
                                               ", \"guardians\": [{ \"floor\": 7, \"monster\": \"Tough Mouse\" }, "
                                               "{ \"floor\": 7, \"monster\": \"Meta Mouse\" }]",
                                           "guarded twice");
    CHECK(message.find("\"guardians[1].floor\" is guarded twice") != std::string::npos);
  }
  SUBCASE("one on the boss's floor, which has no stairs up") {
    const std::string message = band_error(
        folder, boss, boss + ", \"guardians\": [{ \"floor\": 13, \"monster\": \"Tough Mouse\" }]", "no stairs up");
    CHECK(message.find("\"guardians[0].floor\" is 13, not below the boss's floor 13: that has no stairs up to "
                       "guard") != std::string::npos);
  }
}
