// SPDX-License-Identifier: MIT
// What a change of max HP does to current HP: equipment never makes HP from nothing.

#include <doctest/doctest.h>

#include "game/session/content_library.h"
#include "game/world/world.h"
#include "temp_data_folder.h"

namespace {

// A world whose Biker Jacket also costs 1 max HP, carried in the pack, the player at `hp`.
game::World world_with_costly_jacket(const TempDataFolder& folder, game::ContentLibrary& library, int hp) {
  folder.replace("armour.json", "\"bonus\": { \"defence\": 5 }", "\"bonus\": { \"defence\": 5, \"max_hp\": -1 }");
  REQUIRE(library.load());
  game::World world(42, library.factory());
  REQUIRE(world.setup().give("Biker Jacket"));
  world.setup().set_player_hp(hp);
  return world;
}

}  // namespace

TEST_CASE("wearing and taking off a piece that costs max HP, again and again, never heals") {
  TempDataFolder folder;
  game::ContentLibrary library(folder.path(), {});
  game::World world = world_with_costly_jacket(folder, library, 21);
  const int max_hp = world.player().stats.max_hp;
  REQUIRE(world.player().hp == 21);
  for (int round = 0; round < 4; ++round) {
    REQUIRE(world.perform(game::Action::use(world.player().inventory.size() - 1)).done);
    CHECK(world.player().stats.max_hp == max_hp - 1);
    REQUIRE(world.perform(game::Action::unequip(content::EquipmentSlot::Armour)).done);
    CHECK(world.player().stats.max_hp == max_hp);
  }
  CHECK(world.player().hp == 21);
}

TEST_CASE("a piece that costs max HP caps HP at full health, and taking it off leaves HP where it was") {
  TempDataFolder folder;
  game::ContentLibrary library(folder.path(), {});
  game::World world = world_with_costly_jacket(folder, library, 25);
  REQUIRE(world.perform(game::Action::use(world.player().inventory.size() - 1)).done);
  CHECK(world.player().hp == 24);
  REQUIRE(world.perform(game::Action::drop_equipped(content::EquipmentSlot::Armour)).done);
  CHECK(world.player().hp == 24);
  CHECK(world.player().stats.max_hp == 25);
}
