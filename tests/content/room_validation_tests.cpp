// SPDX-License-Identifier: MIT
// rooms.json and the bands' "rooms": each mistake is an error at its place, down to the glyph.
#include <doctest/doctest.h>

#include <filesystem>
#include <string>

#include "content/loading.h"
#include "content_test_support.h"
#include "temp_data_folder.h"

namespace {

// "data/rooms.json:LINE:COLUMN" of the character `offset` bytes into the first `needle` of rooms.json.
std::string place_in_rooms(const TempDataFolder& folder, const std::string& needle, int offset) {
  const std::string text = folder.read("rooms.json");
  const std::string at = line_column_of(text, needle);
  const auto colon = at.find(':');
  return "data/rooms.json:" + at.substr(0, colon) + ":" + std::to_string(std::stoi(at.substr(colon + 1)) + offset);
}

}  // namespace

TEST_CASE("the shipped rooms load: at least eight, each with a way in") {
  TempDataFolder folder;
  const content::LoadResult result = content::load_database(folder.path());
  REQUIRE_MESSAGE(result.database, result.diagnostics.to_string());
  CHECK(result.database->rooms.size() >= 8);
  for (const content::RoomDefinition& room : result.database->rooms) {
    CAPTURE(room.look.name);
    CHECK_FALSE(room.map.empty());
    CHECK(room.floors.min >= 1);
  }
}

TEST_CASE("a glyph no legend knows is an error at its line and column") {
  TempDataFolder folder;
  const std::string message = error_after_change(folder, "rooms.json", "\"#...i...#\"", "\"#...i.Q.#\"", "'Q'");
  // The row's opening quote, then six glyphs before the Q.
  CHECK(message == place_in_rooms(folder, "\"#...i.Q.#\"", 7) +
                       ": rooms[0] \"Breeding Cages\": \"map[4]\" has 'Q' at column 7, which is neither a built-in "
                       "glyph (# . + L k ^ space) nor in the room's legend");
}

TEST_CASE("a row of another width is an error at the row") {
  TempDataFolder folder;
  const std::string message = error_after_change(folder, "rooms.json", "\"#...i...#\"", "\"#...i..#\"", "glyphs wide");
  CHECK(message == "data/rooms.json:" + line_column_of(folder.read("rooms.json"), "\"#...i..#\"") +
                       ": rooms[0] \"Breeding Cages\": \"map[4]\" is 8 glyphs wide, but the first row is 9: pad it "
                       "with spaces");
}

TEST_CASE("a room's shape is checked: a way in, every part reached, a key for every locked door") {
  TempDataFolder folder;
  SUBCASE("no door on the edge") {
    const std::string message = error_after_change(
        folder, "rooms.json", "\"####+####\"\n      ]\n    },\n    {\n      \"name\": \"Litter Nest\"",
        "\"#########\"\n      ]\n    },\n    {\n      \"name\": \"Litter Nest\"", "no way in");
    CHECK(message.find("rooms[0] \"Breeding Cages\": \"map\" has no way in") != std::string::npos);
  }
  SUBCASE("a part walled off from the ways in, at its first tile") {
    const std::string message =
        error_after_change(folder, "rooms.json", "\"#.gL.....#\"", "\"#.g#.....#\"", "cannot be reached");
    CHECK(message == place_in_rooms(folder, "\"#k.#.....#\"", 5) +
                         ": rooms[4] \"Specimen Vault\": \"map[1]\" has '.' at column 5, which cannot be reached from "
                         "the room's ways in (its doors on the edge)");
  }
  SUBCASE("a locked door whose only key lies behind it") {
    // The store room's key moved from elsewhere on the floor to inside the room.
    folder.replace("rooms.json",
                   "\"keys_outside\": 1,\n      \"legend\": [\n        { \"glyph\": \"e\", \"tag\": \"equipment\" },\n "
                   "       { \"glyph\": \"b\"",
                   "\"legend\": [\n        { \"glyph\": \"e\", \"tag\": \"equipment\" },\n        { \"glyph\": \"b\"");
    const std::string message = error_after_change(folder, "rooms.json", "\"#e...b#\"", "\"#e..kb#\"", "locked doors");
    CHECK(message == place_in_rooms(folder, "\"###L###\"", 4) +
                         ": rooms[2] \"Locked Store Room\": \"map[4]\" has 'L' at column 4, which is one of 1 locked "
                         "doors, but only 0 keys can be had without opening one: put a \"k\" where no locked door "
                         "stands before it, or raise \"keys_outside\"");
  }
  SUBCASE("a door open to the outside on two sides") {
    // In the corner: the outside lies above it and to its left.
    const std::string message = error_after_change(folder, "rooms.json", "\"#############\",\n        \"+..^",
                                                   "\"+############\",\n        \"+..^", "more than one side");
    CHECK(message.find("rooms[3] \"Trapped Corridor\": \"map[0]\" has '+' at column 1, which is a door with the "
                       "outside on more than one side") != std::string::npos);
  }
}

TEST_CASE("a legend's unknown name, a glyph given twice or a built-in glyph are errors at their place") {
  TempDataFolder folder;
  SUBCASE("an unknown monster, with the closest names") {
    const std::string message = error_after_change(folder, "rooms.json", "\"monster\": \"Sentry Turret\"",
                                                   "\"monster\": \"Sentry Turet\"", "Sentry Turet");
    CHECK(message == "data/rooms.json:" + line_column_of(folder.read("rooms.json"), "\"Sentry Turet\"") +
                         ": rooms[7] \"Server Room\": \"legend[0].monster\" names \"Sentry Turet\", which is not a "
                         "monster; did you mean \"Sentry Turret\"?");
  }
  SUBCASE("a glyph given twice") {
    const std::string message = error_after_change(folder, "rooms.json", "{ \"glyph\": \"i\", \"tag\": \"item\" }",
                                                   "{ \"glyph\": \"m\", \"tag\": \"item\" }", "given twice");
    CHECK(message.find("rooms[0] \"Breeding Cages\": \"legend[1].glyph\" is given twice in this legend") !=
          std::string::npos);
  }
  SUBCASE("a built-in glyph") {
    const std::string message = error_after_change(folder, "rooms.json", "{ \"glyph\": \"i\", \"tag\": \"item\" }",
                                                   "{ \"glyph\": \"k\", \"tag\": \"item\" }", "game's own glyphs");
    CHECK(message.find("\"legend[1].glyph\" is 'k', which the game's own glyphs or JSON keep") != std::string::npos);
  }
  SUBCASE("a glyph standing for two things") {
    const std::string message =
        error_after_change(folder, "rooms.json", "{ \"glyph\": \"i\", \"tag\": \"item\" }",
                           "{ \"glyph\": \"i\", \"tag\": \"item\", \"item\": \"Key\" }", "exactly one thing");
    CHECK(message.find("must stand for exactly one thing") != std::string::npos);
  }
}

TEST_CASE("a band's room the data does not know, or whose floors are none of the band's, is an error where named") {
  TempDataFolder folder;
  SUBCASE("unknown") {
    const std::string message =
        error_after_change(folder, "floors.json", "[\"Breeding Cages\", \"Litter Nest\", \"Locked",
                           "[\"Breeding Cage\", \"Litter Nest\", \"Locked", "Breeding Cage\"");
    CHECK(message == "data/floors.json:" + line_column_of(folder.read("floors.json"), "\"Breeding Cage\"") +
                         ": floors: \"bands[0].rooms[0]\" names \"Breeding Cage\", which is not a room; did you mean "
                         "\"Breeding Cages\"?");
  }
  SUBCASE("on none of the band's floors") {
    const std::string message =
        error_after_change(folder, "floors.json", "\"rooms\": [\"Server Room\",",
                           "\"rooms\": [\"Litter Nest\", \"Server Room\",", "none of the band's");
    CHECK(message.find("\"bands[2].rooms[0]\" names \"Litter Nest\", whose floors (1-5) are none of the band's") !=
          std::string::npos);
  }
}

TEST_CASE("a data folder without rooms.json is an error that names the file") {
  TempDataFolder folder;
  std::filesystem::remove(folder.path() / "rooms.json");
  const content::LoadResult result = content::load_database(folder.path());
  CHECK_FALSE(result.database);
  CHECK(find_diagnostic(result.diagnostics, "rooms.json") != "");
}
