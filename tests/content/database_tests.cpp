// SPDX-License-Identifier: MIT
#include <doctest/doctest.h>

#include <algorithm>

#include "content/loading.h"
#include "content_test_support.h"

TEST_CASE("the shipped data loads with no errors and no warnings") {
  const content::LoadResult result = content::load_database(MOUSEKING_SHIPPED_DATA_DIR);
  INFO(result.diagnostics.to_string());
  REQUIRE(result.database);
  CHECK(result.diagnostics.all().empty());
}

TEST_CASE("the shipped player starts with the tutorial's stats and reaches level 2 at 100 XP") {
  const auto db = content::load_database(MOUSEKING_SHIPPED_DATA_DIR).database.value();
  CHECK(db.player.max_hp == 25);
  CHECK(db.player.defence == 4);
  CHECK(db.player.attack == content::IntRange{1, 4});
  REQUIRE_FALSE(db.player.xp_thresholds.empty());
  CHECK(db.player.xp_thresholds.front() == 100);
}

TEST_CASE("the shipped monsters are in spawn-roll order with the tutorial's numbers") {
  const auto db = content::load_database(MOUSEKING_SHIPPED_DATA_DIR).database.value();
  const std::vector<std::string> order{"Micro Mouse", "Neo Mouse", "Tough Mouse", "Rabid Mouse", "Meta Mouse"};
  const std::vector<int> bases{100, 110, 130, 150, 180};
  for (std::size_t i = 0; i < order.size(); ++i) {
    CHECK(db.monsters[i].look.name == order[i]);
    REQUIRE(db.monsters[i].spawn);
    CHECK(db.monsters[i].spawn->chance == bases[i]);
  }
  const content::MonsterDefinition* neo = db.find_monster("Neo Mouse");
  REQUIRE(neo);
  CHECK(neo->hp == content::IntRange{4, 17});
  CHECK(neo->traits.defence == 8);
  CHECK(neo->traits.attack == content::IntRange{6, 9});
  CHECK(neo->traits.sight == 24);
  CHECK(neo->traits.xp == 35);
  CHECK(neo->look.description == "The next generation of mouse. Exciting times for pet owners.");
  CHECK(db.floors.fallback_monster == "Tough Mouse");
  CHECK(db.floors.monster_count == content::IntRange{8, 23});
}

TEST_CASE("the Mouse King is the hardest monster and the only boss") {
  const auto db = content::load_database(MOUSEKING_SHIPPED_DATA_DIR).database.value();
  const content::MonsterDefinition* king = db.find_monster("Mouse King");
  REQUIRE(king);
  CHECK(king->traits.boss);
  CHECK_FALSE(king->spawn);
  const auto calls = std::ranges::find(king->traits.abilities, content::AbilityKind::Summon, &content::Ability::kind);
  REQUIRE(calls != king->traits.abilities.end());
  CHECK(calls->summon.monster == "Neo Mouse");
  CHECK(calls->summon.max_alive == 5);
  for (const auto& monster : db.monsters) {
    if (&monster == king) continue;
    CHECK_FALSE(monster.traits.boss);
    CHECK(monster.hp.max < king->hp.min);
    CHECK(monster.traits.xp < king->traits.xp);
  }
  CHECK(db.floors.boss_monster == "Mouse King");
  CHECK(db.floors.boss_floor == 13);
}

TEST_CASE("the shipped equipment has the tutorial's bonuses") {
  const auto db = content::load_database(MOUSEKING_SHIPPED_DATA_DIR).database.value();
  const auto piece = [](const std::vector<content::EquipmentDefinition>& pieces, const std::string& name) {
    const auto found = std::ranges::find(pieces, name, [](const auto& p) { return p.look.name; });
    REQUIRE_MESSAGE(found != pieces.end(), name);
    return *found;
  };
  // The tutorial's pieces come first, in its order, with its numbers.
  REQUIRE(db.weapons.size() >= 3);
  CHECK(db.weapons[0].look.name == "Crowbar");
  CHECK(piece(db.weapons, "Crowbar").traits.bonus == content::StatBonus{0, 3, 6, 0});
  CHECK(piece(db.weapons, "Stun Baton").traits.bonus == content::StatBonus{0, 1, 9, -1});
  // The ranged weapon is kept off the floors.
  CHECK(piece(db.weapons, "Tranquilliser Pistol").traits.fires == content::Firing{"Tranquilliser Dart", 8});
  CHECK_FALSE(piece(db.weapons, "Tranquilliser Pistol").on_floors);
  CHECK(piece(db.armour, "Biker Jacket").traits.bonus == content::StatBonus{0, 0, 0, 5});
  CHECK(piece(db.armour, "Bulletproof Vest").traits.bonus == content::StatBonus{0, 0, -1, 9});
  CHECK(piece(db.armour, "Bulletproof Vest").traits.slot == content::EquipmentSlot::Armour);
}

TEST_CASE("a sprite missing from the atlas is an error naming the entry and sprite") {
  const content::LoadResult result = content::load_database(
      MOUSEKING_SHIPPED_DATA_DIR, {[](const std::string& sprite) { return sprite != "neo_mouse"; }, {}});
  CHECK_FALSE(result.database);
  const std::string message = find_diagnostic(result.diagnostics, "\"sprite\"");
  CHECK(message.find("monsters.json:") != std::string::npos);
  CHECK(message.find("\"Neo Mouse\"") != std::string::npos);
  CHECK(message.find("\"neo_mouse\", which is not in the texture atlas") != std::string::npos);
}
