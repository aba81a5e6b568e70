// SPDX-License-Identifier: MIT
#include <doctest/doctest.h>

#include <algorithm>

#include "core/dungeon.h"
#include "game/generation/floor_builder.h"
#include "game/rules/status_effects.h"
#include "game/session/content_library.h"
#include "game/world/world.h"
#include "poisoning.h"
#include "shipped_content.h"
#include "temp_data_folder.h"

namespace {

using content::EquipmentSlot;
using core::Point;

const game::Entity* entity_named(const game::World& world, const std::string& name) {
  for (const auto& entity : world.floor().entities) {
    if (entity.name == name) return &entity;
  }
  return nullptr;
}

int count_defined_as(const std::vector<game::Entity>& entities, const std::string& name) {
  int count = 0;
  for (const auto& entity : entities) count += entity.definition == name;
  return count;
}

}  // namespace

TEST_CASE("walking onto an item picks it up with a message and 1 XP") {
  game::World world = start_room();
  REQUIRE(world.setup().spawn("Crowbar", {43, 23}));
  REQUIRE(world.perform(game::Action::move({1, 0})).done);
  REQUIRE(world.player().inventory.size() == 1);
  CHECK(world.player().inventory[0].definition == "Crowbar");
  CHECK(world.player().xp == 1);
  bool said = false;
  for (const auto& message : world.messages().all()) said = said || message.text.rfind("Picked up a Crowbar", 0) == 0;
  CHECK(said);
  CHECK(entity_named(world, "Crowbar") == nullptr);
}

TEST_CASE("with a full inventory the item stays on the floor") {
  game::World world = start_room();
  while (world.setup().give("Crowbar")) {  // Crowbars never stack: each takes a slot
  }
  const std::size_t carried = world.player().inventory.size();
  REQUIRE(world.setup().spawn("Key", {43, 23}));
  world.perform(game::Action::move({1, 0}));
  CHECK(world.player().inventory.size() == carried);
  CHECK(world.messages().all().back().text == "Your inventory is full.");
  CHECK(entity_named(world, "Key") != nullptr);
}

TEST_CASE("equipping swaps the old piece back into the inventory and recomputes stats") {
  game::World world = start_room();
  REQUIRE(world.setup().give("Crowbar"));
  REQUIRE(world.setup().give("Stun Baton"));
  const int base_min = world.player().stats.attack_min;
  REQUIRE(world.perform(game::Action::use(0)).done);
  CHECK(world.player().equipped_in(EquipmentSlot::Weapon)->definition == "Crowbar");
  CHECK(world.player().stats.attack_min >= base_min + 3);
  REQUIRE(world.perform(game::Action::use(0)).done);  // the Stun Baton, now first
  CHECK(world.player().equipped_in(EquipmentSlot::Weapon)->definition == "Stun Baton");
  REQUIRE(world.player().inventory.size() == 1);
  CHECK(world.player().inventory[0].definition == "Crowbar");
  CHECK(world.turn() == 2);
}

TEST_CASE("taking off a piece is refused when the inventory is full, and nothing is lost") {
  game::World world = start_room();
  REQUIRE(world.setup().give_equipped("Biker Jacket"));
  const int defence = world.player().stats.defence;
  while (world.setup().give("Crowbar")) {  // Crowbars never stack: each takes a slot
  }
  CHECK_FALSE(world.perform(game::Action::unequip(EquipmentSlot::Armour)).done);
  CHECK(world.player().equipped_in(EquipmentSlot::Armour));
  CHECK(world.player().stats.defence == defence);
  world.perform(game::Action::drop(0));
  CHECK(world.perform(game::Action::unequip(EquipmentSlot::Armour)).done);
  CHECK_FALSE(world.player().equipped_in(EquipmentSlot::Armour));
  CHECK(world.player().stats.defence == defence - 5);
  CHECK(count_defined_as(world.player().inventory, "Biker Jacket") == 1);
}

TEST_CASE("a dropped item lies under the player and can be picked up again") {
  game::World world = start_room();
  REQUIRE(world.setup().give("Crowbar"));
  REQUIRE(world.perform(game::Action::drop(0)).done);
  CHECK(world.player().inventory.empty());
  const game::Entity* dropped = entity_named(world, "Crowbar");
  REQUIRE(dropped);
  CHECK(dropped->position == world.player().position);
  world.perform(game::Action::move({1, 0}));
  world.perform(game::Action::move({-1, 0}));
  CHECK(world.player().inventory.size() == 1);
}

TEST_CASE("a health pack heals by its amount, never above max HP, and is used up") {
  game::World world = start_room();
  const int max_hp = world.player().stats.max_hp;
  const int amount = shipped_database().items[0].traits.amount;
  REQUIRE(world.setup().give("Health Pack"));
  REQUIRE(world.setup().give("Health Pack"));
  world.setup().set_player_hp(5);
  REQUIRE(world.perform(game::Action::use(0)).done);
  CHECK(world.player().hp == 5 + amount);
  world.setup().set_player_hp(max_hp - 1);
  REQUIRE(world.perform(game::Action::use(0)).done);
  CHECK(world.player().hp == max_hp);
  CHECK(count_defined_as(world.player().inventory, "Health Pack") == 0);
  CHECK(world.messages().all().back().text == "You use the Health Pack and recover 1 HP.");
}

TEST_CASE("the vial of antivenom cures poison") {
  game::World world = start_room();
  REQUIRE(world.setup().give("Vial of Antivenom"));
  wait_until_poisoned(world);
  REQUIRE(world.perform(game::Action::use(0)).done);
  CHECK_FALSE(game::has_status(world.player(), content::StatusKind::Poisoned));
}

TEST_CASE("a locked door opens with a key, which is used up, and refuses without one") {
  game::World world = start_room();
  REQUIRE(world.setup().spawn("Door", {43, 23}));
  CHECK_FALSE(world.perform(game::Action::move({1, 0})).done);
  CHECK(world.messages().all().back().text == "The door is locked.");
  CHECK(world.turn() == 0);
  REQUIRE(world.setup().give("Key"));
  CHECK(world.perform(game::Action::move({1, 0})).done);
  CHECK(count_defined_as(world.player().inventory, "Key") == 0);
  CHECK(world.perform(game::Action::move({1, 0})).done);
  CHECK(world.player().position == Point{43, 23});
}

TEST_CASE("killing a monster gives its XP and can raise the level") {
  game::World world = start_room();
  REQUIRE(world.setup().give_equipped("Crowbar"));
  REQUIRE(world.setup().spawn("Micro Mouse", {43, 23}));
  for (int i = 0; i < 100 && entity_named(world, "Micro Mouse"); ++i) world.perform(game::Action::move({1, 0}));
  CHECK(entity_named(world, "Micro Mouse") == nullptr);
  CHECK(world.player().xp == shipped_database().find_monster("Micro Mouse")->traits.xp);
  bool died_message = false;
  for (const auto& message : world.messages().all())
    died_message = died_message || message.text == "The Micro Mouse dies.";
  CHECK(died_message);
}

TEST_CASE("killing the boss ends the run in victory, and the final blow still reports its damage number") {
  // A King with 1 HP and no defence falls to the first hit.
  TempDataFolder folder;
  folder.weaken_the_mouse_king();
  game::ContentLibrary weak_king(folder.path(), {});
  REQUIRE(weak_king.load());
  game::World world(42, weak_king.factory());
  REQUIRE(world.setup().spawn("Mouse King", {43, 23}));
  const game::TurnReport report = world.perform(game::Action::move({1, 0}));
  REQUIRE(report.run_over);
  REQUIRE(world.run_over());
  CHECK(world.summary().outcome == game::RunOutcome::Won);
  CHECK(world.summary().cause == "Defeated the Mouse King on floor 0");
  CHECK(world.summary().xp == 1000);
  // Nobody moves after the final blow, yet its number is reported for the view.
  REQUIRE(report.events.size() == 1);
  CHECK(report.events[0].kind == game::TurnEvent::Kind::Damage);
  CHECK(report.events[0].position == core::Point{43, 23});
  CHECK(report.events[0].from == core::Point{42, 23});  // the attacker, for the view's lunge
  CHECK(report.events[0].amount >= 1);
  CHECK_FALSE(report.turn_passed);
  CHECK(report.messages.back().text == "The Mouse King falls. The lab is safe again!");
}

TEST_CASE("death ends the run with its cause, and no action works afterwards") {
  game::World world = start_room();
  REQUIRE(world.setup().spawn("Meta Mouse", {43, 23}));
  for (int i = 0; i < 500 && !world.run_over(); ++i) world.perform(game::Action::wait());
  REQUIRE(world.run_over());
  CHECK(world.summary().outcome == game::RunOutcome::Died);
  CHECK(world.summary().cause == "Killed by a Meta Mouse on floor 0");
  const int turn = world.turn();
  world.perform(game::Action::wait());
  CHECK_FALSE(world.perform(game::Action::move({-1, 0})).done);
  CHECK(world.turn() == turn);
}

TEST_CASE("F5 gives the player the new data's stats, sight and pack size at once") {
  TempDataFolder folder;
  folder.replace("player.json", "\"max_hp\": 25", "\"max_hp\": 40");
  folder.replace("player.json", "\"sight\": 8", "\"sight\": 3");
  folder.replace("player.json", "\"inventory_slots\": 32", "\"inventory_slots\": 12");
  game::ContentLibrary changed(folder.path(), {});
  REQUIRE(changed.load());
  game::World world(42, shipped_factory());
  const core::Point four_east = world.player().position + core::Point{4, 0};
  REQUIRE(world.floor().visible[four_east] == 1);

  world.set_factory(changed.factory());
  CHECK(world.player().stats.max_hp == 40);
  CHECK(world.player().sight_radius == 3);
  CHECK(world.player().inventory_capacity == 12);
  CHECK(world.floor().visible[four_east] == 0);  // sight shrank with the data, before any step
}

TEST_CASE("moving the boss in floors.json moves his hall, and the dungeon ends there") {
  TempDataFolder folder;
  folder.drop_the_bands();  // the shipped bands and the floor 7 guardian would be errors of their own
  folder.replace("floors.json", "\"boss\": { \"floor\": 13", "\"boss\": { \"floor\": 5");
  game::ContentLibrary moved(folder.path(), {});
  REQUIRE_MESSAGE(moved.load(), moved.diagnostics().to_string());
  const game::Floor hall = game::build_floor(5, 42, *moved.factory(), std::make_shared<game::EntityIds>());
  // The hall's open floor is all there (furnishing may carve niches into its walls besides).
  const core::DungeonMap plain_hall = core::generate_hall(game::kFloorWidth, game::kFloorHeight);
  int hall_tiles_missing = 0;
  for (int y = 0; y < plain_hall.cells.height(); ++y) {
    for (int x = 0; x < plain_hall.cells.width(); ++x) {
      if (plain_hall.cells[{x, y}] == core::Cell::Floor && !hall.is_floor({x, y})) ++hall_tiles_missing;
    }
  }
  CHECK(hall_tiles_missing == 0);
  CHECK(hall.stairs(game::StairsDirection::Up) == nullptr);
  CHECK(hall.stairs(game::StairsDirection::Down) != nullptr);
  const bool king_here =
      std::ranges::any_of(hall.entities, [](const game::Entity& e) { return e.name == "Mouse King"; });
  CHECK(king_here);
  game::World world(42, moved.factory());
  CHECK(world.setup().travel_to_floor(5));
  CHECK_FALSE(world.setup().travel_to_floor(6));
}
