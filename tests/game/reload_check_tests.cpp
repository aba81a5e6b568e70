// SPDX-License-Identifier: MIT
#include <doctest/doctest.h>

#include "game/saving/reload_check.h"
#include "game/saving/save_file.h"
#include "game/session/content_library.h"
#include "temp_data_folder.h"

namespace {

// F5 as the dungeon does it: the new data is used only when the run still fits it.
bool press_f5(game::ContentLibrary& library, game::World& world) {
  if (!library.reload([&](const auto& next) { return game::reload_problems(world, next); })) return false;
  world.set_factory(library.factory());
  return true;
}

bool saves_and_loads(const game::World& world) {
  return game::read_save(game::save_text(world), world.shared_factory()).ok();
}

}  // namespace

TEST_CASE("F5 that renames something the run still holds is refused, naming it, and the old data stays") {
  TempDataFolder folder;
  game::ContentLibrary library(folder.path(), {});
  REQUIRE(library.load());
  const auto before = library.factory();
  game::World world(3, library.factory());
  REQUIRE(world.setup().give("Crowbar"));
  REQUIRE(world.setup().give_equipped("Crowbar"));
  folder.replace("weapons.json", "\"name\": \"Crowbar\"", "\"name\": \"Wrecking Bar\"");

  CHECK_FALSE(press_f5(library, world));
  CHECK(library.factory() == before);
  CHECK(&world.factory() == before.get());
  CHECK(library.diagnostics().to_string() ==
        folder.path().string() +
            ": the new data does not define \"Crowbar\" (2), which the running game still holds; it goes on with the "
            "old data until they are back\n");
  CHECK(saves_and_loads(world));
}

TEST_CASE("F5 that shrinks the pack below what the player carries is refused with the save's reason") {
  TempDataFolder folder;
  game::ContentLibrary library(folder.path(), {});
  REQUIRE(library.load());
  game::World world(3, library.factory());
  REQUIRE(world.setup().give("Crowbar"));
  REQUIRE(world.setup().give("Health Pack"));
  folder.replace("player.json", "\"inventory_slots\": 32", "\"inventory_slots\": 1");

  CHECK_FALSE(press_f5(library, world));
  const std::string errors = library.diagnostics().to_string();
  CHECK(errors.find("the running game could not be saved with the new data (it does not fit this game: "
                    "player.inventory must hold at most 1 entry, found 2") != std::string::npos);
  CHECK(world.player().inventory_capacity == 32);
  CHECK(saves_and_loads(world));
}

TEST_CASE("F5 that moves the boss's floor below where the run has been is refused, and the old data stays") {
  TempDataFolder folder;
  game::ContentLibrary library(folder.path(), {});
  REQUIRE(library.load());
  const auto before = library.factory();
  game::World world(3, library.factory());
  REQUIRE(world.setup().travel_to_floor(5));
  folder.drop_the_bands();  // the shipped bands and the floor 7 guardian would be errors of their own
  folder.replace("floors.json", "\"boss\": { \"floor\": 13,", "\"boss\": { \"floor\": 4,");

  CHECK_FALSE(press_f5(library, world));
  CHECK(library.factory() == before);
  CHECK(library.diagnostics().to_string().find("the new data puts the top of the dungeon (the boss's floor) on floor "
                                               "4, below floor 5 where this run has been") != std::string::npos);
  // At or above where the run has been, the same change goes through.
  folder.replace("floors.json", "\"boss\": { \"floor\": 4,", "\"boss\": { \"floor\": 5,");
  CHECK(press_f5(library, world));
  CHECK(saves_and_loads(world));
}

TEST_CASE("F5 that only changes numbers and texts goes through, and the run still saves") {
  TempDataFolder folder;
  game::ContentLibrary library(folder.path(), {});
  REQUIRE(library.load());
  game::World world(3, library.factory());
  REQUIRE(world.setup().give("Crowbar"));
  for (const game::Entity& entity : world.floor().entities) REQUIRE(entity.definition != "Stun Baton");
  folder.replace("player.json", "\"max_hp\": 25", "\"max_hp\": 40");
  folder.replace("weapons.json", "\"name\": \"Stun Baton\"", "\"name\": \"Shock Baton\"");  // not in the run

  REQUIRE_MESSAGE(press_f5(library, world), library.diagnostics().to_string());
  CHECK(world.player().stats.max_hp == 40);
  CHECK(saves_and_loads(world));
}
