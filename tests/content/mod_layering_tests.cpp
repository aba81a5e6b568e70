// SPDX-License-Identifier: MIT
#include <doctest/doctest.h>

#include "content_test_support.h"
#include "mod_test_support.h"
#include "temp_data_folder.h"

namespace {

const std::string kNinja = R"({ "name": "Ninja Mouse", "sprite": "neo_mouse", "description": "Never seen.",
  "hp": { "min": 8, "max": 20 }, "attack": { "min": 4, "max": 12 }, "defence": 6, "sight": 16, "xp": 60,
  "spawn": { "floors": [4, 12], "weight": 2 } })";

std::string monsters(const std::string& entries) {
  return "{\n  \"monsters\": [\n    " + entries + "\n  ]\n}\n";
}

}  // namespace

TEST_CASE("a mod's entry of an existing name replaces it where it stands, and a new name comes last") {
  TempMods mods;
  const auto more = mods.add("more");
  mods.write("more", "monsters.json",
             monsters(R"({ "name": "Neo Mouse", "sprite": "neo_mouse", "description": "Replaced.",
      "hp": { "min": 1, "max": 1 }, "attack": { "min": 1, "max": 1 }, "defence": 1, "sight": 5, "xp": 1 },
    )" + kNinja));
  const content::LoadResult base = content::load_database(MOUSEKING_SHIPPED_DATA_DIR);
  const content::LoadResult result = load_with_mods({more});
  INFO(result.diagnostics.to_string());
  REQUIRE(result.database);
  const content::Database& db = *result.database;
  CHECK(monster_position(db, "Neo Mouse") == monster_position(*base.database, "Neo Mouse"));
  CHECK(monster_named(db, "Neo Mouse").look.description == "Replaced.");
  CHECK_FALSE(monster_named(db, "Neo Mouse").spawn);  // replaced whole: nothing of the old entry is kept
  CHECK(monster_position(db, "Ninja Mouse") == static_cast<int>(base.database->monsters.size()));
  CHECK(db.monsters.size() == base.database->monsters.size() + 1);
}

TEST_CASE("copy-from reaches an earlier layer's entry, also under its own name, and a later copy sees the change") {
  TempMods mods;
  const auto more = mods.add("more");
  mods.write("more", "monsters.json", monsters(R"({ "name": "Big Neo", "copy-from": "Neo Mouse", "xp": 999 },
    { "name": "Neo Mouse", "copy-from": "Neo Mouse", "defence": 77 })"));
  const content::LoadResult result = load_with_mods({more});
  INFO(result.diagnostics.to_string());
  REQUIRE(result.database);
  const content::Database& db = *result.database;
  const content::MonsterDefinition base_neo =
      monster_named(*content::load_database(MOUSEKING_SHIPPED_DATA_DIR).database, "Neo Mouse");
  CHECK(monster_named(db, "Neo Mouse").traits.defence == 77);
  CHECK(monster_named(db, "Neo Mouse").look.description == base_neo.look.description);
  CHECK(monster_named(db, "Neo Mouse").hp == base_neo.hp);
  CHECK(monster_named(db, "Big Neo").traits.defence == 77);
  CHECK(monster_named(db, "Big Neo").traits.xp == 999);
}

TEST_CASE("an inherited field keeps the base file's place, a mod's own field the mod file's") {
  TempDataFolder data;
  data.replace("weapons.json", "\"attack_min\": 3", "\"attack_min\": \"x\"");
  TempMods mods;
  const auto more = mods.add("more");
  mods.write("more", "weapons.json", R"({ "weapons": [
  { "name": "Rusty Crowbar", "copy-from": "Crowbar", "description": "" }
] })");
  const content::LoadResult result = load_with_mods({more}, data.path());
  CHECK_FALSE(result.database);
  const std::string inherited = find_diagnostic(result.diagnostics, "\"Rusty Crowbar\": \"bonus.attack_min\"");
  CHECK(inherited.rfind("data/weapons.json:" + line_column_of(data.read("weapons.json"), "\"x\"") + ":", 0) == 0);
  const std::string own = find_diagnostic(result.diagnostics, "\"Rusty Crowbar\": \"description\"");
  CHECK(own.rfind(place_in(mods, "more", "weapons.json", "\"\""), 0) == 0);
  CHECK(own.find("weapons[0] \"Rusty Crowbar\"") != std::string::npos);
}

TEST_CASE("a mod's unknown field is a warning at the mod file's line") {
  TempMods mods;
  const auto more = mods.add("more");
  mods.write("more", "monsters.json", monsters(R"({ "name": "Neo Mouse", "copy-from": "Neo Mouse", "defense": 3 })"));
  const content::LoadResult result = load_with_mods({more});
  REQUIRE(result.database);
  const std::string warning = find_diagnostic(result.diagnostics, "unknown field");
  CHECK(warning.rfind(place_in(mods, "more", "monsters.json", "\"defense\""), 0) == 0);
  CHECK(warning.find("did you mean \"defence\"") != std::string::npos);
  CHECK(result.diagnostics.warning_count() == 1);
}

TEST_CASE("extend adds to a list the entry copies, and an error in an added element points at the mod") {
  TempMods mods;
  const auto more = mods.add("more");
  mods.write("more", "monsters.json", monsters(R"({ "name": "Tough Mouse", "copy-from": "Tough Mouse",
      "extend": { "inflicts": [{ "status": "poisoned", "chance": 5, "turns": { "min": 1, "max": 3 } }] } })"));
  const content::LoadResult result = load_with_mods({more});
  INFO(result.diagnostics.to_string());
  REQUIRE(result.database);
  const auto& inflicts = monster_named(*result.database, "Tough Mouse").traits.inflicts;
  REQUIRE(inflicts.size() == 2);
  CHECK(inflicts[0].status == content::StatusKind::Stunned);
  CHECK(inflicts[1].status == content::StatusKind::Poisoned);
  CHECK(inflicts[1].chance == 5);

  mods.write("more", "monsters.json", monsters(R"({ "name": "Tough Mouse", "copy-from": "Tough Mouse",
      "extend": { "inflicts": [{ "status": "poisoned", "chance": 500, "turns": { "min": 1, "max": 3 } }] } })"));
  const content::LoadResult broken = load_with_mods({more});
  CHECK_FALSE(broken.database);
  const std::string error = find_diagnostic(broken.diagnostics, "\"inflicts[1].chance\"");
  CHECK(error.rfind(place_in(mods, "more", "monsters.json", "500"), 0) == 0);
}

TEST_CASE("extend on a list the entry lacks starts one: on a field that is no list it is an error") {
  TempMods mods;
  const auto more = mods.add("more");
  mods.write("more", "monsters.json", monsters(R"({ "name": "Neo Mouse", "copy-from": "Neo Mouse",
      "extend": { "inflicts": [{ "status": "confused", "chance": 5, "turns": { "min": 1, "max": 3 } }] } })"));
  const content::LoadResult result = load_with_mods({more});
  INFO(result.diagnostics.to_string());
  REQUIRE(result.database);
  CHECK(monster_named(*result.database, "Neo Mouse").traits.inflicts.size() == 1);

  mods.write("more", "monsters.json",
             monsters(R"({ "name": "Neo Mouse", "copy-from": "Neo Mouse", "extend": { "defence": [1] } })"));
  const content::LoadResult broken = load_with_mods({more});
  CHECK_FALSE(broken.database);
  const std::string error = find_diagnostic(broken.diagnostics, "not a list");
  CHECK(error.rfind(place_in(mods, "more", "monsters.json", "[1]"), 0) == 0);
}

TEST_CASE("extend without copy-from is an error that says how to change the earlier entry") {
  TempMods mods;
  const auto more = mods.add("more");
  mods.write("more", "microchips.json",
             R"({ "microchips": [ { "name": "Microchip", "extend": { "stats": ["defence"] } } ] })");
  const content::LoadResult result = load_with_mods({more});
  CHECK_FALSE(result.database);
  const std::string error = find_diagnostic(result.diagnostics, "needs \"copy-from\"");
  CHECK(error.find("add \"copy-from\": \"Microchip\"") != std::string::npos);
  CHECK(error.rfind(place_in(mods, "more", "microchips.json", "{ \"stats\""), 0) == 0);
}

TEST_CASE("delete removes list elements: equal values, and objects that have the fields named") {
  TempMods mods;
  const auto more = mods.add("more");
  mods.write("more", "microchips.json", R"({ "microchips": [
  { "name": "Microchip", "copy-from": "Microchip", "delete": { "stats": ["defence", "max_hp"] } }
] })");
  mods.write("more", "monsters.json", monsters(R"({ "name": "Rabid Mouse", "copy-from": "Rabid Mouse",
      "delete": { "inflicts": [{ "status": "poisoned" }] },
      "extend": { "inflicts": [{ "status": "stunned", "chance": 50, "turns": { "min": 1, "max": 1 } }] } })"));
  const content::LoadResult result = load_with_mods({more});
  INFO(result.diagnostics.to_string());
  REQUIRE(result.database);
  const auto& chip = result.database->microchips.front();
  CHECK(chip.stats == std::vector<content::ChipStat>{content::ChipStat::AttackMin, content::ChipStat::AttackMax});
  const auto& inflicts = monster_named(*result.database, "Rabid Mouse").traits.inflicts;
  REQUIRE(inflicts.size() == 1);
  CHECK(inflicts[0].status == content::StatusKind::Stunned);
}

TEST_CASE("a delete that matches nothing is a warning at its value") {
  TempMods mods;
  const auto more = mods.add("more");
  mods.write(
      "more", "microchips.json",
      R"({ "microchips": [ { "name": "Microchip", "copy-from": "Microchip", "delete": { "stats": ["defense"] } } ] })");
  const content::LoadResult result = load_with_mods({more});
  REQUIRE(result.database);
  const std::string warning = find_diagnostic(result.diagnostics, "removes nothing");
  CHECK(warning.rfind(place_in(mods, "more", "microchips.json", "\"defense\""), 0) == 0);
}

TEST_CASE("an entry { name, delete: true } removes an earlier entry, and references to it are checked after") {
  TempMods mods;
  const auto more = mods.add("more");
  mods.write("more", "monsters.json", monsters(R"({ "name": "Micro Mouse", "delete": true })"));
  // The shipped bands' tables name the Micro Mouse: with it gone, each such line is an error.
  const content::LoadResult named = load_with_mods({more});
  CHECK_FALSE(named.database);
  CHECK(find_diagnostic(named.diagnostics, "\"bands[0].monsters.table[0].monster\" names \"Micro Mouse\"")
            .rfind("data/floors.json:", 0) == 0);
  // A mod that also writes its own (here no) bands loads.
  mods.write("more", "floors.json", R"({ "floors": { "bands": [] } })");
  const content::LoadResult result = load_with_mods({more});
  INFO(result.diagnostics.to_string());
  REQUIRE(result.database);
  CHECK(monster_position(*result.database, "Micro Mouse") == -1);
  CHECK(monster_position(*result.database, "Neo Mouse") == 0);

  mods.write("more", "monsters.json", monsters(R"({ "name": "Neo Mouse", "delete": true },
    { "name": "Mouse King", "delete": true })"));
  mods.write("more", "floors.json", R"({ "floors": { "bands": [] } })");
  const content::LoadResult broken = load_with_mods({more});
  CHECK_FALSE(broken.database);
  const std::string boss = find_diagnostic(broken.diagnostics, "\"boss.monster\" names \"Mouse King\"");
  CHECK(boss.rfind("data/floors.json:", 0) == 0);
  CHECK(find_diagnostic(broken.diagnostics, "\"summon.monster\" names \"Neo Mouse\"") == "");  // the King is gone
}

TEST_CASE("deleting a name no earlier layer has is an error at the mod's line, with a suggestion") {
  TempMods mods;
  const auto more = mods.add("more");
  mods.write("more", "monsters.json", monsters(R"({ "name": "Neo Mose", "delete": true })"));
  const content::LoadResult result = load_with_mods({more});
  CHECK_FALSE(result.database);
  const std::string error = find_diagnostic(result.diagnostics, "\"delete\": true removes");
  CHECK(error.rfind(place_in(mods, "more", "monsters.json", "true"), 0) == 0);
  CHECK(error.find("did you mean \"Neo Mouse\"") != std::string::npos);
}

TEST_CASE("a copy-from that names nothing in the mod nor below it is an error at the mod's line") {
  TempMods mods;
  const auto more = mods.add("more");
  mods.write("more", "monsters.json", monsters(R"({ "name": "Neo Mouse", "copy-from": "Neo Mose" })"));
  const content::LoadResult result = load_with_mods({more});
  CHECK_FALSE(result.database);
  const std::string error = find_diagnostic(result.diagnostics, "\"copy-from\" names \"Neo Mose\"");
  CHECK(error.rfind(place_in(mods, "more", "monsters.json", "\"Neo Mose\""), 0) == 0);
  CHECK(error.find("did you mean \"Neo Mouse\"") != std::string::npos);
}

TEST_CASE("two mods that change one field: the later one wins, in either order") {
  TempMods mods;
  const auto soft = mods.add("soft");
  const auto hard = mods.add("hard");
  mods.write("soft", "monsters.json", monsters(R"({ "name": "Neo Mouse", "copy-from": "Neo Mouse", "defence": 1 })"));
  mods.write("hard", "monsters.json", monsters(R"({ "name": "Neo Mouse", "copy-from": "Neo Mouse", "defence": 2 })"));
  const content::LoadResult soft_then_hard = load_with_mods({soft, hard});
  const content::LoadResult hard_then_soft = load_with_mods({hard, soft});
  REQUIRE(soft_then_hard.database);
  REQUIRE(hard_then_soft.database);
  CHECK(monster_named(*soft_then_hard.database, "Neo Mouse").traits.defence == 2);
  CHECK(monster_named(*hard_then_soft.database, "Neo Mouse").traits.defence == 1);
  CHECK(soft_then_hard.mods.size() == 2);
  CHECK(soft_then_hard.mods[0].id == "soft");
  CHECK(soft_then_hard.mods[1].id == "hard");
  CHECK(soft_then_hard.mods[1].version == "1.2");
}

TEST_CASE("a mod loads after the mods it requires, whatever the order given") {
  TempMods mods;
  const auto base_mod = mods.add("base_mod");
  const auto addon = mods.add("addon", R"(["base_mod"])");
  mods.write("base_mod", "monsters.json", monsters(kNinja));
  mods.write("addon", "monsters.json",
             monsters(R"({ "name": "Ninja Mouse", "copy-from": "Ninja Mouse", "defence": 42 })"));
  const content::LoadResult result = load_with_mods({addon, base_mod});
  INFO(result.diagnostics.to_string());
  REQUIRE(result.database);
  CHECK(monster_named(*result.database, "Ninja Mouse").traits.defence == 42);
  REQUIRE(result.mods.size() == 2);
  CHECK(result.mods[0].id == "base_mod");
}

TEST_CASE("a mod's single objects set only the fields they write, member by member") {
  TempMods mods;
  const auto more = mods.add("more");
  mods.write("more", "player.json", R"({ "player": { "max_hp": 99, "levels": { "per_level": { "max_hp": 1 } } } })");
  mods.write("more", "floors.json", R"({ "floors": {
    "extend": { "items": [{ "item": "Key", "chance": 10 }] },
    "delete": { "items": [{ "item": "Health Pack" }] }
  } })");
  const content::LoadResult base = content::load_database(MOUSEKING_SHIPPED_DATA_DIR);
  const content::LoadResult result = load_with_mods({more});
  INFO(result.diagnostics.to_string());
  REQUIRE(result.database);
  const content::PlayerDefinition& player = result.database->player;
  CHECK(player.max_hp == 99);
  CHECK(player.per_level.max_hp == 1);
  CHECK(player.per_level.defence == base.database->player.per_level.defence);
  CHECK(player.xp_thresholds == base.database->player.xp_thresholds);
  CHECK(player.defence == base.database->player.defence);
  const auto& items = result.database->floors.items;
  REQUIRE(items.size() == base.database->floors.items.size());  // one removed, one added
  CHECK(items.back().item == "Key");
  CHECK(items.back().chance == 10);
  CHECK(items.front().item != "Health Pack");
}

TEST_CASE("in a mod's single object, errors and unknown fields point at the mod file") {
  TempMods mods;
  const auto more = mods.add("more");
  mods.write("more", "player.json", R"({ "player": {
    "levels": { "per_level": { "max_hp": "lots", "defense": 1 } }
  } })");
  const content::LoadResult result = load_with_mods({more});
  CHECK_FALSE(result.database);
  const std::string error = find_diagnostic(result.diagnostics, "\"levels.per_level.max_hp\"");
  CHECK(error.rfind(place_in(mods, "more", "player.json", "\"lots\""), 0) == 0);
  const std::string warning = find_diagnostic(result.diagnostics, "unknown field");
  INFO(result.diagnostics.to_string());
  CHECK(warning.rfind(place_in(mods, "more", "player.json", "\"defense\""), 0) == 0);
}

TEST_CASE("a reference a mod breaks in a single object points at the mod's line") {
  TempMods mods;
  const auto more = mods.add("more");
  mods.write("more", "floors.json", R"({ "floors": { "boss": { "monster": "Mouse Kong" } } })");
  const content::LoadResult result = load_with_mods({more});
  CHECK_FALSE(result.database);
  const std::string error = find_diagnostic(result.diagnostics, "\"boss.monster\" names \"Mouse Kong\"");
  CHECK(error.rfind(place_in(mods, "more", "floors.json", "\"Mouse Kong\""), 0) == 0);
  CHECK(error.find("did you mean \"Mouse King\"") != std::string::npos);
}

TEST_CASE("a mod's file the game does not read is a warning") {
  TempMods mods;
  const auto more = mods.add("more");
  mods.write("more", "monster.json", monsters(kNinja));
  const content::LoadResult result = load_with_mods({more});
  REQUIRE(result.database);
  CHECK(find_diagnostic(result.diagnostics, "more/monster.json: warning: the game reads no file of this name") != "");
}

TEST_CASE("two entries of one name in one mod file are an error naming the mod file") {
  TempMods mods;
  const auto more = mods.add("more");
  mods.write("more", "monsters.json", monsters(kNinja + ",\n    " + kNinja));
  const content::LoadResult result = load_with_mods({more});
  CHECK_FALSE(result.database);
  CHECK(find_diagnostic(result.diagnostics, "\"Ninja Mouse\" is already defined in more/monsters.json") != "");
}

TEST_CASE("a mod's monsters.json that does not parse is one error, not also one for each name the mod uses") {
  TempMods mods;
  const auto more = mods.add("more");
  std::string broken = monsters(kNinja);
  broken.replace(broken.find("\"defence\": 6,"), 13, "\"defence\": 6");  // a missing comma
  mods.write("more", "monsters.json", broken);
  mods.write("more", "floors.json", R"({ "floors": { "monsters": { "fallback": "Ninja Mouse" } } })");
  const content::LoadResult result = load_with_mods({more});
  INFO(result.diagnostics.to_string());
  CHECK_FALSE(result.database);
  CHECK(result.diagnostics.error_count() == 1);
  CHECK(result.diagnostics.to_string().find("more/monsters.json:") == 0);
}

TEST_CASE("a definition's place names the mod that writes it, and the base data's names none") {
  TempMods mods;
  const auto more = mods.add("more");
  mods.write("more", "monsters.json", monsters(R"({ "name": "Big Neo", "copy-from": "Neo Mouse", "xp": 999 })"));
  const content::LoadResult result = load_with_mods({more});
  INFO(result.diagnostics.to_string());
  REQUIRE(result.database);
  const content::DefinitionPlace* big = result.database->place_of("Big Neo");
  const content::DefinitionPlace* neo = result.database->place_of("Neo Mouse");
  REQUIRE(big != nullptr);
  REQUIRE(neo != nullptr);
  CHECK(big->mod_id == "more");
  CHECK(content::place_text(*big) ==
        "more/monsters.json:" + line_column_of(mods.read("more", "monsters.json"), "\"Big Neo\"") + " (mod more)");
  CHECK(neo->mod_id.empty());
  CHECK(content::place_text(*neo) == "data/monsters.json:17:15");
}
