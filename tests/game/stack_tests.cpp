// SPDX-License-Identifier: MIT
// Identical items share one pack slot with a count: what joins a stack, what
// takes one from it, how capacity counts, and that saves keep the counts.
#include <doctest/doctest.h>

#include <nlohmann/json.hpp>

#include "game/model/stacks.h"
#include "game/replay/state_hash.h"
#include "game/saving/save_file.h"
#include "game/travel/walk.h"
#include "game/world/world.h"
#include "shipped_content.h"

namespace {

int count_of(const game::Entity& entity) {
  return game::stack_count(entity);
}

int floor_things_named(const game::World& world, const std::string& name) {
  int count = 0;
  for (const game::Entity& entity : world.floor().entities) count += entity.name == name ? count_of(entity) : 0;
  return count;
}

// Fills the pack's free slots with Crowbars, which never stack.
void fill_pack_with_crowbars(game::World& world) {
  while (!world.player().inventory_full()) REQUIRE(world.setup().give("Crowbar"));
}

game::World reloaded_from(const std::string& text) {
  game::SaveRead read = game::read_save(text, shipped_factory());
  REQUIRE_MESSAGE(read.ok(), read.error());
  return std::move(read->world);
}

void hurt(game::World& world) {
  world.setup().set_player_hp(1);
}

}  // namespace

TEST_CASE("identical items share one slot with a count, and equipment never stacks") {
  game::World world = start_room();
  REQUIRE(world.setup().give("Health Pack"));
  REQUIRE(world.setup().give("Key"));
  REQUIRE(world.setup().give("Health Pack"));
  REQUIRE(world.setup().give("Crowbar"));
  REQUIRE(world.setup().give("Crowbar"));
  const auto& pack = world.player().inventory;
  REQUIRE(pack.size() == 4);
  CHECK(pack[0].name == "Health Pack");
  CHECK(count_of(pack[0]) == 2);
  CHECK(count_of(pack[1]) == 1);
  CHECK(pack[2].name == "Crowbar");
  CHECK(pack[3].name == "Crowbar");
}

TEST_CASE("picking up an item merges it into the stack it matches, with its count in the message") {
  game::World world = start_room();
  REQUIRE(world.setup().give("Health Pack"));
  REQUIRE(world.setup().spawn("Health Pack", {43, 23}));
  REQUIRE(world.perform(game::Action::move({1, 0})).done);
  REQUIRE(world.player().inventory.size() == 1);
  CHECK(count_of(world.player().inventory[0]) == 2);
  CHECK(world.messages().all().back().text == "Picked up a Health Pack (you have 2).");
  CHECK(world.player().xp == 1);
}

TEST_CASE("a pack with every slot taken still takes an item that joins a stack, and nothing else") {
  game::World world = start_room();
  REQUIRE(world.setup().give("Key"));
  fill_pack_with_crowbars(world);
  const std::size_t slots = world.player().inventory.size();
  CHECK_FALSE(world.setup().give("Health Pack"));
  CHECK(world.setup().give("Key"));
  REQUIRE(world.setup().spawn("Key", {43, 23}));
  REQUIRE(world.setup().spawn("Vial of Antivenom", {43, 23}));
  REQUIRE(world.perform(game::Action::move({1, 0})).done);
  CHECK(world.player().inventory.size() == slots);
  CHECK(count_of(world.player().inventory[0]) == 3);
  CHECK(floor_things_named(world, "Key") == 0);
  CHECK(floor_things_named(world, "Vial of Antivenom") == 1);
  CHECK(world.messages().all().back().text == "Your inventory is full.");
}

TEST_CASE("using an item of a stack uses one and keeps the rest in the same slot") {
  game::World world = start_room();
  for (int i = 0; i < 3; ++i) REQUIRE(world.setup().give("Health Pack"));
  REQUIRE(world.setup().give("Crowbar"));
  hurt(world);
  REQUIRE(world.perform(game::Action::use(0)).done);
  REQUIRE(world.player().inventory.size() == 2);
  CHECK(count_of(world.player().inventory[0]) == 2);
  CHECK(world.player().hp > 1);
  CHECK(world.turn() == 1);
  hurt(world);
  REQUIRE(world.perform(game::Action::use(0)).done);
  hurt(world);
  REQUIRE(world.perform(game::Action::use(0)).done);
  REQUIRE(world.player().inventory.size() == 1);
  CHECK(world.player().inventory[0].name == "Crowbar");
}

TEST_CASE("dropping from a stack drops one, as a thing of its own, and the stack keeps its id") {
  game::World world = start_room();
  for (int i = 0; i < 3; ++i) REQUIRE(world.setup().give("Vial of Antivenom"));
  const game::EntityId stack_id = world.player().inventory[0].id;
  REQUIRE(world.perform(game::Action::drop(0)).done);
  CHECK(world.turn() == 0);  // dropping is free
  REQUIRE(world.player().inventory.size() == 1);
  CHECK(count_of(world.player().inventory[0]) == 2);
  CHECK(world.player().inventory[0].id == stack_id);
  CHECK(floor_things_named(world, "Vial of Antivenom") == 1);
  const game::Entity* dropped = world.floor().entity_at(world.player().position);
  REQUIRE(dropped != nullptr);
  CHECK(dropped->id != stack_id);
  CHECK(dropped->dropped);
  REQUIRE(world.perform(game::Action::drop(0)).done);
  REQUIRE(world.perform(game::Action::drop(0)).done);
  CHECK(world.player().inventory.empty());
  CHECK(floor_things_named(world, "Vial of Antivenom") == 3);
}

TEST_CASE("picking up a stack's dropped items again merges them back without XP") {
  game::World world = start_room();
  REQUIRE(world.setup().spawn("Key", {43, 23}));
  REQUIRE(world.setup().spawn("Key", {44, 23}));
  REQUIRE(world.perform(game::Action::move({1, 0})).done);
  REQUIRE(world.perform(game::Action::move({1, 0})).done);
  REQUIRE(world.player().xp == 2);
  REQUIRE(world.perform(game::Action::drop(0)).done);
  REQUIRE(world.perform(game::Action::drop(0)).done);
  REQUIRE(world.perform(game::Action::move({-1, 0})).done);
  REQUIRE(world.perform(game::Action::move({1, 0})).done);
  REQUIRE(world.player().inventory.size() == 1);
  CHECK(count_of(world.player().inventory[0]) == 2);
  CHECK(world.player().xp == 2);
}

TEST_CASE("a key from a stack opens a door and the others stay") {
  game::World world = start_room();
  REQUIRE(world.setup().give("Key"));
  REQUIRE(world.setup().give("Key"));
  REQUIRE(world.setup().spawn("Door", {43, 23}));
  REQUIRE(world.perform(game::Action::move({1, 0})).done);
  REQUIRE(world.player().inventory.size() == 1);
  CHECK(count_of(world.player().inventory[0]) == 1);
}

TEST_CASE("a save keeps the counts and reads back the same, and the state hash sees a count") {
  game::World world = start_room();
  for (int i = 0; i < 4; ++i) REQUIRE(world.setup().give("Health Pack"));
  REQUIRE(world.setup().give("Key"));
  const std::string text = game::save_text(world);
  const game::World loaded = reloaded_from(text);
  REQUIRE(loaded.player().inventory.size() == 2);
  CHECK(count_of(loaded.player().inventory[0]) == 4);
  CHECK(count_of(loaded.player().inventory[1]) == 1);
  CHECK(game::save_text(loaded) == text);
  CHECK(game::state_hash(loaded) == game::state_hash(world));

  game::World fewer = start_room();
  for (int i = 0; i < 3; ++i) REQUIRE(fewer.setup().give("Health Pack"));
  REQUIRE(fewer.setup().give("Key"));
  CHECK(game::state_hash(fewer) != game::state_hash(world));
}

TEST_CASE("a save from before stacks, one entry per item, loads with count 1") {
  game::World world = start_room();
  REQUIRE(world.setup().give("Health Pack"));
  nlohmann::json root = nlohmann::json::parse(game::save_text(world));
  nlohmann::json& item = root["player"]["inventory"][0]["item"];
  REQUIRE_FALSE(item.contains("count"));  // a single item saves as it did before stacks
  REQUIRE(item.contains("amount"));
  const game::World loaded = reloaded_from(root.dump());
  REQUIRE(loaded.player().inventory.size() == 1);
  CHECK(count_of(loaded.player().inventory[0]) == 1);
}

TEST_CASE("a save claiming a stack past the limit, or of none, is refused naming the field") {
  game::World world = start_room();
  REQUIRE(world.setup().give("Health Pack"));
  REQUIRE(world.setup().give("Health Pack"));
  nlohmann::json root = nlohmann::json::parse(game::save_text(world));
  REQUIRE(root["player"]["inventory"][0]["item"]["count"] == 2);
  for (const long long count : {static_cast<long long>(game::kStackLimit) + 1, 0LL}) {
    root["player"]["inventory"][0]["item"]["count"] = count;
    const game::SaveRead read = game::read_save(root.dump(), shipped_factory());
    CHECK_FALSE(read.ok());
    CHECK(read.error().find("player.inventory[0].item.count must be a whole number from 1 to 1000000000") !=
          std::string::npos);
  }
}

TEST_CASE("a walk stops on a pickup that joins a stack, though no slot was taken") {
  game::World world = start_room();
  REQUIRE(world.setup().give("Key"));
  REQUIRE(world.setup().spawn("Key", {44, 23}));
  game::Walk walk = game::Walk::travel(world, {46, 23});
  for (int i = 0; i < 50; ++i) {
    const std::optional<game::Action> action = walk.next_action(world);
    if (!action) break;
    walk.after_step(world, world.perform(*action));
  }
  CHECK(world.player().position == core::Point{44, 23});
  CHECK(walk.ending().why == game::WalkEnd::PickedUp);
  REQUIRE(world.player().inventory.size() == 1);
  CHECK(count_of(world.player().inventory[0]) == 2);
}

TEST_CASE("a name that is already plural is picked up with the article its data writes, not \"a\"") {
  game::World world = start_room();
  REQUIRE(world.setup().give("Staples"));
  REQUIRE(world.setup().spawn("Staples", {43, 23}));
  REQUIRE(world.perform(game::Action::move({1, 0})).done);
  CHECK(world.messages().all().back().text == "Picked up some Staples (you have 2).");
}
