// SPDX-License-Identifier: MIT
// What follows new data at once after F5 (World::set_factory), and what stays as it was made:
// see "What a reload changes" in data/README.md.

#include <doctest/doctest.h>

#include <algorithm>

#include "game/saving/save_file.h"
#include "game/session/content_library.h"
#include "game/world/world.h"
#include "temp_data_folder.h"

namespace {

const game::Entity& entity_with_id(const game::World& world, game::EntityId id) {
  const auto& entities = world.floor().entities;
  const auto found = std::ranges::find_if(entities, [id](const game::Entity& e) { return e.id == id; });
  REQUIRE(found != entities.end());
  return *found;
}

}  // namespace

TEST_CASE("F5 gives a monster on the map its new sprite and description, and keeps the numbers it was made with") {
  TempDataFolder folder;
  game::ContentLibrary library(folder.path(), {});
  REQUIRE(library.load());
  game::World world(42, library.factory());
  const std::optional<game::EntityId> id =
      world.setup().spawn("Neo Mouse", world.player().position + core::Point{2, 0});
  REQUIRE(id);
  const int max_hp = std::get<game::Monster>(entity_with_id(world, *id).kind).max_hp;

  folder.replace("monsters.json", "\"sprite\": \"neo_mouse\"", "\"sprite\": \"rabid_mouse\"");
  folder.replace("monsters.json", "Exciting times for pet owners.", "Now with extra whiskers.");
  folder.replace("monsters.json", "\"hp\": { \"min\": 4, \"max\": 17 }", "\"hp\": { \"min\": 90, \"max\": 90 }");
  REQUIRE(library.reload());
  world.set_factory(library.factory());

  const game::Entity& neo = entity_with_id(world, *id);
  CHECK(neo.sprite == "rabid_mouse");
  CHECK(neo.description.find("Now with extra whiskers.") != std::string::npos);
  CHECK(neo.name == "Neo Mouse");
  CHECK(std::get<game::Monster>(neo.kind).max_hp == max_hp);
}

TEST_CASE("F5 gives carried and worn things their new sprite, and keeps their rolled bonus") {
  TempDataFolder folder;
  game::ContentLibrary library(folder.path(), {});
  REQUIRE(library.load());
  game::World world(42, library.factory());
  REQUIRE(world.setup().give("Crowbar"));
  REQUIRE(world.setup().give_equipped("Crowbar"));

  folder.replace("weapons.json", "\"sprite\": \"crowbar\"", "\"sprite\": \"stun_baton\"");
  folder.replace("weapons.json", "\"attack_min\": 3", "\"attack_min\": 30");
  REQUIRE(library.reload());
  world.set_factory(library.factory());

  CHECK(world.player().inventory.at(0).sprite == "stun_baton");
  const auto& worn = world.player().equipped_in(content::EquipmentSlot::Weapon);
  REQUIRE(worn);
  CHECK(worn->sprite == "stun_baton");
  CHECK(std::get<game::Equipment>(worn->kind).traits.bonus.attack_min == 3);
}

TEST_CASE("F5 gives a monster the look a save loaded with the new data would give it") {
  TempDataFolder folder;
  game::ContentLibrary library(folder.path(), {});
  REQUIRE(library.load());
  game::World world(42, library.factory());
  const std::optional<game::EntityId> id =
      world.setup().spawn("Tough Mouse", world.player().position + core::Point{2, 0});
  REQUIRE(id);
  folder.replace("monsters.json", "\"sprite\": \"tough_mouse\"", "\"sprite\": \"meta_mouse\"");
  REQUIRE(library.reload());

  const game::SaveRead loaded = game::read_save(game::save_text(world), library.factory());
  REQUIRE_MESSAGE(loaded.ok(), loaded.error());
  world.set_factory(library.factory());
  CHECK(entity_with_id(world, *id).sprite == entity_with_id(loaded->world, *id).sprite);
}

TEST_CASE("F5 gives the player the new base stats of player.json, with the level and equipment added again") {
  TempDataFolder folder;
  game::ContentLibrary library(folder.path(), {});
  REQUIRE(library.load());
  game::World world(42, library.factory());
  REQUIRE(world.setup().give_equipped("Crowbar"));  // +3 to +6 attack
  REQUIRE(world.player().stats == game::Stats{25, 4, 10, 4});

  folder.replace("player.json", "\"attack\": { \"min\": 1, \"max\": 4 }", "\"attack\": { \"min\": 2, \"max\": 5 }");
  folder.replace("player.json", "\"defence\": 4", "\"defence\": 7");
  folder.replace("player.json", "\"max_hp\": 25", "\"max_hp\": 30");
  REQUIRE(library.reload());
  world.set_factory(library.factory());
  CHECK(world.player().stats == game::Stats{30, 5, 11, 7});
  CHECK(world.player().hp == 30);  // max HP gained heals by as much, as a level does
}

TEST_CASE("F5 with changed data marks the run, and its save keeps the mark: F5 with the same data does not") {
  TempDataFolder folder;
  game::ContentLibrary library(folder.path(), {});
  REQUIRE(library.load());
  game::World world(42, library.factory());
  REQUIRE(library.reload());
  world.set_factory(library.factory());
  CHECK_FALSE(world.summary().data_changed);

  folder.replace("monsters.json", "\"hp\": { \"min\": 4, \"max\": 17 }", "\"hp\": { \"min\": 1, \"max\": 1 }");
  REQUIRE(library.reload());
  world.set_factory(library.factory());
  CHECK(world.summary().data_changed);
  game::SaveRead read = game::read_save(game::save_text(world), library.factory());
  REQUIRE_MESSAGE(read.ok(), read.error());
  CHECK(read->world.summary().data_changed);
}
