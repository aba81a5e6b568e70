// SPDX-License-Identifier: MIT
// What a weapon's blow causes besides damage: weapons.json's "inflicts".

#include <doctest/doctest.h>

#include <algorithm>

#include "game/saving/save_file.h"
#include "game/session/content_library.h"
#include "game/world/world.h"
#include "shipped_content.h"
#include "temp_data_folder.h"
#include "temp_folder.h"

namespace {

bool is_stunned(const game::Monster& monster) {
  return std::ranges::any_of(
      monster.statuses, [](const game::StatusEffect& status) { return status.kind == content::StatusKind::Stunned; });
}

const game::Monster& monster_at(const game::World& world, core::Point tile) {
  const auto found = std::ranges::find(world.floor().entities, tile, &game::Entity::position);
  REQUIRE(found != world.floor().entities.end());
  return std::get<game::Monster>(found->kind);
}

}  // namespace

TEST_CASE("the shipped Stun Baton stuns: its name promises it") {
  const auto& weapons = shipped_database().weapons;
  const auto baton = std::ranges::find(weapons, std::string("Stun Baton"), [](const auto& w) { return w.look.name; });
  REQUIRE(baton != weapons.end());
  REQUIRE(baton->traits.inflicts.size() == 1);
  CHECK(baton->traits.inflicts[0].status == content::StatusKind::Stunned);
  CHECK(baton->traits.inflicts[0].chance > 0);
}

TEST_CASE("a blow of a weapon that stuns leaves the mouse struck stunned, and the log says so") {
  TempDataFolder folder;
  folder.replace("weapons.json", "\"chance\": 25, \"turns\": { \"min\": 1, \"max\": 1 }",
                 "\"chance\": 100, \"turns\": { \"min\": 3, \"max\": 3 }");
  folder.replace("monsters.json", "\"hp\": { \"min\": 4, \"max\": 17 }", "\"hp\": { \"min\": 900, \"max\": 900 }");
  game::ContentLibrary library(folder.path(), {});
  REQUIRE(library.load());
  game::World world(42, library.factory());
  REQUIRE(world.setup().give_equipped("Stun Baton"));
  const core::Point tile = world.player().position + core::Point{1, 0};
  REQUIRE(world.setup().spawn("Neo Mouse", tile));
  bool hit = false;
  for (int blow = 0; blow < 20 && !hit; ++blow) {
    const int hp_before = monster_at(world, tile).hp;
    REQUIRE(world.perform(game::Action::move({1, 0})).done);
    hit = monster_at(world, tile).hp < hp_before;
  }
  REQUIRE(hit);
  CHECK(is_stunned(monster_at(world, tile)));
  CHECK(std::ranges::any_of(world.messages().all(),
                            [](const game::MessageLog::Message& m) { return m.text == "The Neo Mouse is stunned!"; }));

  TempFolder saves("stun-baton");
  REQUIRE(game::save_run(world, saves.path / "save.json").ok());
  const game::SavedRun loaded = game::load_saved_run(saves.path / "save.json", library.factory());
  REQUIRE(loaded.world);
  const auto weapon = game::slot_index(content::EquipmentSlot::Weapon);
  CHECK(std::get<game::Equipment>(loaded.world->player().equipped[weapon]->kind).traits.inflicts ==
        std::get<game::Equipment>(world.player().equipped[weapon]->kind).traits.inflicts);
}

TEST_CASE("armour's \"inflicts\" is named as a field armour does not have") {
  TempDataFolder folder;
  folder.replace("armour.json", "\"bonus\": { \"defence\": 5 }",
                 "\"bonus\": { \"defence\": 5 }, \"inflicts\": [{ \"status\": \"stunned\", \"chance\": 5, \"turns\": { "
                 "\"min\": 1, \"max\": 1 } }]");
  const content::LoadResult loaded = content::load_database(folder.path());
  CHECK(loaded.diagnostics.to_string().find("\"inflicts\"") != std::string::npos);
  CHECK(loaded.diagnostics.warning_count() + loaded.diagnostics.error_count() == 1);
}
