// SPDX-License-Identifier: MIT
#include <doctest/doctest.h>

#include <string>

#include "content/limits.h"
#include "content/loading.h"
#include "content_test_support.h"
#include "temp_data_folder.h"

namespace {

content::LoadResult load(const TempDataFolder& folder) {
  return content::load_database(folder.path());
}

// Breaks one spot of a shipped file and returns the single message that names `fragment`.
std::string error_after(const TempDataFolder& folder, const std::string& file, const std::string& from,
                        const std::string& to, const std::string& fragment) {
  folder.replace(file, from, to);
  const content::LoadResult result = load(folder);
  CHECK_FALSE(result.database);
  return find_diagnostic(result.diagnostics, fragment);
}

}  // namespace

TEST_CASE("a field of the wrong type names file, line, column, entry, field, expectation and what was found") {
  TempDataFolder folder;
  const std::string message =
      error_after(folder, "monsters.json", "\"defence\": 8,", "\"defence\": \"high\",", "\"defence\"");
  const std::string place = line_column_of(folder.read("monsters.json"), "\"high\"");
  CHECK(message ==
        "data/monsters.json:" + place +
            ": monsters[1] \"Neo Mouse\": \"defence\" must be a whole number from 0 to 100000, found \"high\"");
}

TEST_CASE("a monster's percent trait above 100 is an error at its place") {
  for (const std::string trait : {"erratic", "asleep"}) {
    CAPTURE(trait);
    TempDataFolder folder;
    const std::string written = "\"" + trait + "\": 101,";
    const std::string message =
        error_after(folder, "monsters.json", "\"defence\": 8,", "\"defence\": 8, " + written, "\"" + trait + "\"");
    const std::string place = line_column_of(folder.read("monsters.json"), "101");
    CHECK(message == "data/monsters.json:" + place + ": monsters[1] \"Neo Mouse\": \"" + trait +
                         "\" must be a whole number from 0 to 100, found 101");
  }
}

TEST_CASE("a search longer than a status may last, or a negative one, is an error at its place") {
  for (const std::string turns : {"1001", "-1"}) {
    CAPTURE(turns);
    TempDataFolder folder;
    const std::string message = error_after(folder, "monsters.json", "\"defence\": 8,",
                                            "\"defence\": 8, \"search_turns\": " + turns + ",", "\"search_turns\"");
    const std::string place = line_column_of(folder.read("monsters.json"), turns + ",");
    CHECK(message == "data/monsters.json:" + place +
                         ": monsters[1] \"Neo Mouse\": \"search_turns\" must be a whole number from 0 to 1000, found " +
                         turns);
  }
}

TEST_CASE("a monster that resumes the fight below the HP it flees at is an error at its place") {
  TempDataFolder folder;
  const std::string message =
      error_after(folder, "monsters.json", "\"defence\": 8,",
                  "\"defence\": 8, \"flee\": { \"below_hp_percent\": 40, \"resume_hp_percent\": 30 },", "resume");
  const std::string place = line_column_of(folder.read("monsters.json"), "30 }");
  CHECK(message == "data/monsters.json:" + place +
                       ": monsters[1] \"Neo Mouse\": \"flee.resume_hp_percent\" must be a whole number from 40 to "
                       "100, found 30");
}

TEST_CASE("a noise range beyond the largest floor is an error at its place") {
  TempDataFolder folder;
  const std::string message = error_after(folder, "rules.json", "\"regeneration_turns\"",
                                          "\"noise\": { \"fight\": 201 }, \"regeneration_turns\"", "\"noise");
  const std::string place = line_column_of(folder.read("rules.json"), "201");
  CHECK(message.rfind("data/rules.json:" + place + ":", 0) == 0);
  CHECK(message.find("\"noise.fight\" must be a whole number from 0 to 200, found 201") != std::string::npos);
}

TEST_CASE("a syntax error gives the line and column where the JSON breaks") {
  TempDataFolder folder;
  folder.write("weapons.json", "{\n  \"weapons\": [\n    { \"name\": \"Crowbar\" \"sprite\": \"crowbar\" }\n  ]\n}\n");
  const content::LoadResult result = load(folder);
  CHECK_FALSE(result.database);
  const std::string message = find_diagnostic(result.diagnostics, "weapons.json");
  CHECK(message.rfind("data/weapons.json:3:", 0) == 0);
}

TEST_CASE("an empty file and a missing file are errors naming the file") {
  TempDataFolder folder;
  folder.write("items.json", "");
  std::filesystem::remove(folder.path() / "armour.json");
  const content::LoadResult result = load(folder);
  CHECK_FALSE(result.database);
  CHECK(find_diagnostic(result.diagnostics, "items.json").find("empty") != std::string::npos);
  CHECK(find_diagnostic(result.diagnostics, "armour.json") == "data/armour.json: the file is missing");
}

TEST_CASE("a missing required field is named with its entry") {
  TempDataFolder folder;
  const std::string message = error_after(folder, "monsters.json", "\"sight\": 24,", "", "\"sight\"");
  CHECK(message.find("monsters[1] \"Neo Mouse\": \"sight\" must be a whole number from 1 to 100 and is missing") !=
        std::string::npos);
}

TEST_CASE("a range whose min is above its max is an error") {
  TempDataFolder folder;
  const std::string message = error_after(folder, "monsters.json", "\"hp\": { \"min\": 4, \"max\": 17 }",
                                          "\"hp\": { \"min\": 17, \"max\": 4 }", "\"hp\"");
  CHECK(message.find("\"Neo Mouse\": \"hp\" has \"min\" 17 greater than \"max\" 4") != std::string::npos);
  CHECK(message.rfind("data/monsters.json:" + line_column_of(folder.read("monsters.json"), "{ \"min\": 17"), 0) == 0);
}

TEST_CASE("negative hit points are refused") {
  TempDataFolder folder;
  const std::string message = error_after(folder, "monsters.json", "\"hp\": { \"min\": 1, \"max\": 4 }",
                                          "\"hp\": { \"min\": -3, \"max\": 4 }", "hp.min");
  CHECK(message.find("\"Micro Mouse\": \"hp.min\" must be a whole number from 1 to 100000, found -3") !=
        std::string::npos);
}

TEST_CASE("spawn floors outside 0-13 are refused") {
  TempDataFolder folder;
  const std::string message = error_after(folder, "monsters.json", "\"floors\": [1, 12], \"chance\": 110",
                                          "\"floors\": [1, 14], \"chance\": 110", "spawn.floors");
  CHECK(
      message.find("\"Neo Mouse\": \"spawn.floors\" must be a list of two whole numbers [first, last] from 0 to 13") !=
      std::string::npos);
}

TEST_CASE("a huge number is an error, not an overflow") {
  TempDataFolder folder;
  const std::string message =
      error_after(folder, "monsters.json", "\"xp\": 35", "\"xp\": 99999999999999999999999", "\"xp\"");
  CHECK(message.find("\"Neo Mouse\": \"xp\" must be a whole number") != std::string::npos);
}

TEST_CASE("an unknown field is a warning that suggests the closest known field") {
  TempDataFolder folder;
  folder.replace("monsters.json", "\"defence\": 8,", "\"defence\": 8, \"defense\": 8,");
  const content::LoadResult result = load(folder);
  CHECK(result.database);
  const std::string message = find_diagnostic(result.diagnostics, "defense");
  CHECK(message == "data/monsters.json:" + line_column_of(folder.read("monsters.json"), "\"defense\"") +
                       ": warning: monsters[1] \"Neo Mouse\": \"defense\": unknown field; did you mean \"defence\"?");
}

TEST_CASE("an unknown field in a nested object or list element is named by its path, with a suggestion") {
  TempDataFolder folder;
  folder.replace("monsters.json", "\"chance\": 110 }", "\"chanse\": 110 }");
  folder.replace("monsters.json", "\"status\": \"stunned\", \"chance\": 15,",
                 "\"status\": \"stunned\", \"chance\": 15, \"chanse\": 15,");
  const content::LoadResult result = load(folder);
  const std::string text = folder.read("monsters.json");
  CHECK(find_diagnostic(result.diagnostics, "\"spawn.chanse\"") ==
        "data/monsters.json:" + line_column_of(text, "\"chanse\": 110") +
            ": warning: monsters[1] \"Neo Mouse\": \"spawn.chanse\": unknown field; did you mean \"chance\"?");
  CHECK(find_diagnostic(result.diagnostics, "\"inflicts[0].chanse\"") ==
        "data/monsters.json:" + line_column_of(text, "\"chanse\": 15") +
            ": warning: monsters[2] \"Tough Mouse\": \"inflicts[0].chanse\": unknown field; did you mean \"chance\"?");
}

TEST_CASE("an optional field that is absent is still suggested for a misspelling") {
  TempDataFolder folder;
  folder.replace("monsters.json", "\"defence\": 8,", "\"defence\": 8, \"bos\": true,");
  const content::LoadResult result = load(folder);
  CHECK(find_diagnostic(result.diagnostics, "\"bos\"").ends_with("\"bos\": unknown field; did you mean \"boss\"?"));
}

TEST_CASE("an amount on an item that does not heal is allowed, not an unknown field") {
  TempDataFolder folder;
  folder.replace("items.json", "\"effect\": \"unlock\"", "\"effect\": \"unlock\", \"amount\": 5");
  const content::LoadResult result = load(folder);
  CHECK(result.database);
  CHECK(find_diagnostic(result.diagnostics, "amount") == "");
}

TEST_CASE("every field of the shipped data is read: loading it gives no warning") {
  TempDataFolder folder;
  const content::LoadResult result = load(folder);
  CHECK(result.database);
  CHECK(result.diagnostics.warning_count() == 0);
}

TEST_CASE("the same name in two files is an error naming the first file") {
  TempDataFolder folder;
  const std::string message =
      error_after(folder, "weapons.json", "\"name\": \"Crowbar\"", "\"name\": \"Neo Mouse\"", "already defined");
  CHECK(message.find("data/weapons.json:") == 0);
  CHECK(message.find("\"Neo Mouse\" is already defined in data/monsters.json") != std::string::npos);
}

TEST_CASE("a floor rule naming an unknown monster suggests the right one") {
  TempDataFolder folder;
  const std::string message =
      error_after(folder, "floors.json", "\"fallback\": \"Tough Mouse\"", "\"fallback\": \"Tuff Mouse\"", "fallback");
  CHECK(message.find("\"Tuff Mouse\", which is not a monster; did you mean \"Tough Mouse\"?") != std::string::npos);
  CHECK(message.rfind("data/floors.json:" + line_column_of(folder.read("floors.json"), "\"Tuff Mouse\""), 0) == 0);
}

TEST_CASE("a monsters file that does not parse gives its own error only, not one per monster the floors name") {
  TempDataFolder folder;
  folder.replace("monsters.json", "\"defence\": 8,", "\"defence\": 8");
  const content::LoadResult result = load(folder);
  CHECK_FALSE(result.database);
  CHECK(result.diagnostics.error_count() == 1);
  CHECK(find_diagnostic(result.diagnostics, "monsters.json:") != "");
  CHECK(find_diagnostic(result.diagnostics, "which is not a monster") == "");
}

TEST_CASE("a monsters file without its list gives no follow-on errors in the floors") {
  TempDataFolder folder;
  folder.write("monsters.json", "{ \"monster\": [] }");
  const content::LoadResult result = load(folder);
  CHECK(find_diagnostic(result.diagnostics, "monsters.json:1:1: the file must hold an object with a list") != "");
  CHECK(find_diagnostic(result.diagnostics, "which is not a monster") == "");
}

TEST_CASE("an items file that does not parse gives no follow-on errors in the floors") {
  TempDataFolder folder;
  folder.write("items.json", "{ \"items\": [ { \"name\": \"Key\" } ");
  const content::LoadResult result = load(folder);
  CHECK(result.diagnostics.error_count() == 1);
  CHECK(find_diagnostic(result.diagnostics, "which is not an item") == "");
}

TEST_CASE("a floors file naming an unknown item still says so when the items file is sound") {
  TempDataFolder folder;
  const std::string message =
      error_after(folder, "floors.json", "\"item\": \"Key\"", "\"item\": \"Kee\"", "which is not an item");
  CHECK(message.find("\"Kee\", which is not an item; did you mean \"Key\"?") != std::string::npos);
}

TEST_CASE("a sprite missing from the atlas suggests the atlas's closest names") {
  TempDataFolder folder;
  folder.replace("monsters.json", "\"sprite\": \"neo_mouse\"", "\"sprite\": \"neo_mose\"");
  const content::SpriteCheck check{[](const std::string& sprite) { return sprite != "neo_mose"; },
                                   {"micro_mouse", "neo_mouse", "crowbar"}};
  const content::LoadResult result = content::load_database(folder.path(), check);
  CHECK_FALSE(result.database);
  const std::string message = find_diagnostic(result.diagnostics, "\"sprite\"");
  CHECK(message.find("\"neo_mose\", which is not in the texture atlas; did you mean \"neo_mouse\"?") !=
        std::string::npos);
}

TEST_CASE("the sprite check of an atlas knows exactly the atlas's names") {
  const content::SpriteCheck check = content::SpriteCheck::of({"neo_mouse", "crowbar"});
  CHECK(check.exists("crowbar"));
  CHECK_FALSE(check.exists("crow_bar"));
  CHECK(check.names == std::vector<std::string>{"neo_mouse", "crowbar"});
}

TEST_CASE("a summon naming no monster suggests the closest monster") {
  TempDataFolder folder;
  const std::string message = error_after(folder, "monsters.json", "\"kind\": \"summon\", \"monster\": \"Neo Mouse\"",
                                          "\"kind\": \"summon\", \"monster\": \"Neo Mose\"", "abilities[1].monster");
  CHECK(message.find("\"Neo Mose\", which is not a monster; did you mean \"Neo Mouse\"?") != std::string::npos);
}

TEST_CASE("the boss's summon field of earlier versions is refused where it is written, saying how to write it now") {
  TempDataFolder folder;
  const std::string message =
      error_after(folder, "monsters.json", "\"boss\": true,",
                  "\"boss\": true, \"summon\": { \"monster\": \"Neo Mouse\", \"every_turns\": 4, \"max_alive\": 5 },",
                  "\"summon\"");
  const std::string place =
      line_column_of(folder.read("monsters.json"), "{ \"monster\": \"Neo Mouse\", \"every_turns\"");
  const content::LoadResult shipped = content::load_database(TempDataFolder().path());
  REQUIRE(shipped.database);
  const std::size_t king = shipped.database->monsters.size() - 1;  // the last entry of the shipped file
  CHECK(message == "data/monsters.json:" + place + ": monsters[" + std::to_string(king) +
                       "] \"Mouse King\": \"summon\" is an ability now: list it in \"abilities\" as { "
                       "\"kind\": \"summon\", \"monster\": NAME, \"max_alive\": N, \"cooldown\": every_turns }");
}

TEST_CASE("every problem in every file is reported, not just the first") {
  TempDataFolder folder;
  folder.replace("monsters.json", "\"defence\": 8,", "\"defence\": \"high\",");
  folder.replace("weapons.json", "\"attack_min\": 3", "\"attack_min\": \"lots\"");
  folder.replace("player.json", "\"max_hp\": 25", "\"max_hp\": 0");
  const content::LoadResult result = load(folder);
  CHECK_FALSE(result.database);
  CHECK(result.diagnostics.error_count() == 3);
}

TEST_CASE("deeply nested arrays end in an error, not a crash") {
  TempDataFolder folder;
  folder.write("items.json", "{ \"items\": " + std::string(100000, '[') + std::string(100000, ']') + " }");
  const content::LoadResult result = load(folder);
  CHECK_FALSE(result.database);
  CHECK(find_diagnostic(result.diagnostics, "items.json").find("nesting") != std::string::npos);
}

TEST_CASE("a 50 MB file is refused as too large, naming the file") {
  TempDataFolder folder;
  std::string junk = "{ \"items\": [";
  junk.reserve(50'000'100);
  while (junk.size() < 50'000'000) junk += "1,";
  junk += "1] }";
  folder.write("items.json", junk);
  const content::LoadResult result = load(folder);
  CHECK_FALSE(result.database);
  CHECK(find_diagnostic(result.diagnostics, "items.json").find("too large") != std::string::npos);
}

TEST_CASE("thousands of broken entries end in a bounded list of messages") {
  TempDataFolder folder;
  std::string junk = "{ \"items\": [";
  for (int i = 0; i < 5000; ++i) junk += "1,";
  junk += "1] }";
  folder.write("items.json", junk);
  const content::LoadResult result = load(folder);
  CHECK_FALSE(result.database);
  CHECK(result.diagnostics.all().size() <= json::Diagnostics::kMaxRecorded);
  CHECK(result.diagnostics.error_count() > 5000);
  CHECK(result.diagnostics.to_string().find("more problems") != std::string::npos);
}

TEST_CASE("a regeneration period out of range names the file, the field, what was expected and what was found") {
  TempDataFolder folder;
  const std::string message = error_after(folder, "rules.json", "\"regeneration_turns\": 0",
                                          "\"regeneration_turns\": -3", "\"regeneration_turns\"");
  const std::string place = line_column_of(folder.read("rules.json"), "-3");
  CHECK(message.rfind("data/rules.json:" + place + ": ", 0) == 0);
  CHECK(message.find("\"regeneration_turns\" must be a whole number from 0 to 1000, found -3") != std::string::npos);
}

TEST_CASE("rules without a regeneration period load with regeneration off, the tutorial's rule") {
  TempDataFolder folder;
  folder.replace("rules.json", ",\n    \"regeneration_turns\": 0", "");
  const content::LoadResult result = load(folder);
  REQUIRE_MESSAGE(result.database, result.diagnostics.to_string());
  CHECK(result.database->rules.regeneration_turns == 0);
  CHECK(result.diagnostics.warning_count() == 0);
}

TEST_CASE("a description longer than the hover panel shows whole is a placed error") {
  TempDataFolder folder;
  const std::string longest(content::kDescriptionLimit, 'w');
  folder.replace("monsters.json", "The next generation of mouse. Exciting times for pet owners.", longest);
  CHECK(load(folder).database);
  const std::string message = error_after(folder, "monsters.json", longest, longest + "w", "\"description\"");
  const std::string place = line_column_of(folder.read("monsters.json"), "\"" + longest + "w\"");
  CHECK(message ==
        "data/monsters.json:" + place +
            ": monsters[1] \"Neo Mouse\": \"description\" must be at most 1000 bytes long, found 1001 bytes");
}

TEST_CASE("armour that would make its wearer's steps heard past five times the rule is an error at its place") {
  TempDataFolder folder;
  const std::string message = error_after(folder, "armour.json", "\"bonus\": { \"defence\": 5 }",
                                          "\"bonus\": { \"defence\": 5 }, \"noise_percent\": 501", "noise_percent");
  const std::string place = line_column_of(folder.read("armour.json"), "501");
  CHECK(message ==
        "data/armour.json:" + place +
            ": armour[0] \"Biker Jacket\": \"noise_percent\" must be a whole number from 0 to 500, found 501");
}

TEST_CASE("a throwable's hostile range and area are errors at their places, with their bounds") {
  TempDataFolder folder;
  folder.replace("items.json", "\"range\": 6,", "\"range\": 100000,");
  folder.replace("items.json", "\"area\": 1,", "\"area\": 1000,");
  const content::LoadResult result = load(folder);
  CHECK_FALSE(result.database);
  const std::string items = folder.read("items.json");
  CHECK(find_diagnostic(result.diagnostics, "\"range\"") ==
        "data/items.json:" + line_column_of(items, "100000") +
            ": items[3] \"Petri Dish\": \"range\" must be a whole number from 1 to 30, found 100000");
  CHECK(find_diagnostic(result.diagnostics, "\"area\"") ==
        "data/items.json:" + line_column_of(items, "1000,") +
            ": items[3] \"Petri Dish\": \"area\" must be a whole number from 0 to 5, found 1000");
}

TEST_CASE("a throwable needs its damage and range: the same fields on an item of another effect mean nothing") {
  TempDataFolder folder;
  folder.replace("items.json", "\"damage\": { \"min\": 1, \"max\": 3 },", "");
  folder.replace("items.json", "\"amount\": 20", "\"amount\": 20, \"range\": 4, \"damage\": 7");
  const content::LoadResult result = load(folder);
  CHECK_FALSE(result.database);
  CHECK(result.diagnostics.error_count() == 1);
  CHECK(find_diagnostic(result.diagnostics, "\"damage\"").find("items[3] \"Petri Dish\"") != std::string::npos);
}

TEST_CASE("a ranged weapon's ammunition must be a throwable item, told where it is written") {
  {
    TempDataFolder folder;
    const std::string message = error_after(folder, "weapons.json", "\"ammunition\": \"Tranquilliser Dart\"",
                                            "\"ammunition\": \"Tranquiliser Dart\"", "ammunition");
    CHECK(message == "data/weapons.json:" + line_column_of(folder.read("weapons.json"), "\"Tranquiliser Dart\"") +
                         ": weapons[2] \"Tranquilliser Pistol\": \"fires.ammunition\" names \"Tranquiliser Dart\", "
                         "which is not an item; did you mean \"Tranquilliser Dart\"?");
  }
  {
    TempDataFolder folder;
    const std::string message = error_after(folder, "weapons.json", "\"ammunition\": \"Tranquilliser Dart\"",
                                            "\"ammunition\": \"Health Pack\"", "ammunition");
    CHECK(message.ends_with("\"fires.ammunition\" names \"Health Pack\", an item whose effect is not \"throw\""));
  }
  {
    TempDataFolder folder;
    folder.replace("armour.json", "\"bonus\"",
                   "\"fires\": { \"ammunition\": \"Tranquilliser Dart\", \"range\": 3 }, \"bonus\"");
    const content::LoadResult result = load(folder);
    CHECK(find_diagnostic(result.diagnostics, "\"fires\": unknown field") != "");
  }
}

TEST_CASE("an entry named by a huge text is named in its messages by its first 60 characters only") {
  TempDataFolder folder;
  const std::string huge(1'000'000, 'N');
  folder.replace("monsters.json", "\"Neo Mouse\"", "\"" + huge + "\"");
  const std::string messages = load(folder).diagnostics.to_string();
  CHECK(messages.find("monsters[1] \"" + std::string(60, 'N') + "...\"") != std::string::npos);
  CHECK(messages.find(std::string(61, 'N')) == std::string::npos);
}
