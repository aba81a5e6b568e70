// SPDX-License-Identifier: MIT
#include <doctest/doctest.h>

#include <algorithm>

#include "render/canvas.h"
#include "scene_test_fixture.h"
#include "scenes/dungeon/dungeon_scene.h"
#include "scenes/inventory/inventory_layout.h"
#include "scenes/inventory/inventory_scene.h"
#include "test_canvas.h"

namespace {

using core::Point;
namespace layout = scenes::inventory_layout;

// The storeroom of seed 42 with a Tranquilliser Pistol wielded, and the pack's first cell holding three
// darts, its second a Petri Dish; a Tough Mouse three steps away.
scenes::DungeonScene armed_scene(RecordingRequests& requests) {
  game::World world(42, shipped_content()->factory());
  REQUIRE(world.setup().give_equipped("Tranquilliser Pistol"));
  for (int i = 0; i < 3; ++i) REQUIRE(world.setup().give("Tranquilliser Dart"));
  REQUIRE(world.setup().give("Petri Dish"));
  REQUIRE(world.setup().spawn("Tough Mouse", {45, 21}));
  return scenes::DungeonScene({requests, {}, shipped_data()}, std::move(world));
}

// Opens the inventory over the dungeon with its key and selects the pack's cell `cell` with a click.
scenes::InventoryScene& open_and_select(scenes::DungeonScene& dungeon, RecordingRequests& requests, int cell) {
  press(dungeon, SDLK_TAB);
  auto* inventory = dynamic_cast<scenes::InventoryScene*>(requests.pushed_scene.get());
  REQUIRE(inventory != nullptr);
  click(*inventory, centre(layout::slot_rect(cell)));
  return *inventory;
}

bool drawn_text(render::Scene& scene, const std::string& text) {
  TestCanvas headless;
  render::DrawingLog log;
  headless.canvas().record_into(&log);
  scene.draw(headless.canvas());
  headless.canvas().record_into(nullptr);
  return std::ranges::any_of(log.texts, [&](const render::DrawingLog::Drawn& drawn) { return drawn.name == text; });
}

}  // namespace

TEST_CASE("Use reads Throw for a throwable in the inventory: pressed, it closes and aims that throwable") {
  RecordingRequests requests;
  scenes::DungeonScene dungeon = armed_scene(requests);
  scenes::InventoryScene& inventory = open_and_select(dungeon, requests, 1);
  CHECK(inventory.launch_label() == "Throw");
  CHECK(inventory.button_enabled(scenes::InventoryButton::Use));
  CHECK(drawn_text(inventory, "Throw"));
  CHECK_FALSE(drawn_text(inventory, "Use"));
  click(inventory, centre(layout::button_rect(scenes::InventoryButton::Use)));
  CHECK(requests.pops == 1);
  REQUIRE(dungeon.targeting().active());
  CHECK_FALSE(dungeon.targeting().launch().fire);
  CHECK(dungeon.targeting().launch().definition == "Petri Dish");
  CHECK(dungeon.targeting().aim() == Point{45, 21});  // the nearest monster, as the throw key aims
  CHECK(dungeon.world().turn() == 0);
}

TEST_CASE("the wielded weapon's ammunition reads Fire, and Enter on it opens the mode to fire it") {
  RecordingRequests requests;
  scenes::DungeonScene dungeon = armed_scene(requests);
  scenes::InventoryScene& inventory = open_and_select(dungeon, requests, 0);
  CHECK(inventory.launch_label() == "Fire");
  press(inventory, SDLK_RETURN);
  CHECK(requests.pops == 1);
  REQUIRE(dungeon.targeting().active());
  CHECK(dungeon.targeting().launch().fire);
  CHECK(dungeon.targeting().launch().definition == "Tranquilliser Dart");
}

TEST_CASE("an inventory with nowhere to aim keeps Use greyed for a throwable, with the reason") {
  RecordingRequests requests;
  game::World world(42, shipped_content()->factory());
  REQUIRE(world.setup().give("Petri Dish"));
  scenes::InventoryScene inventory(requests, world);
  click(inventory, centre(layout::slot_rect(0)));
  CHECK_FALSE(inventory.launch_label());
  CHECK_FALSE(inventory.button_enabled(scenes::InventoryButton::Use));
  CHECK(inventory.use_refusal() == "The Petri Dish is for throwing: throw it, then choose a target.");
  CHECK(drawn_text(inventory, "Use"));
}
