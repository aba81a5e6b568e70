// SPDX-License-Identifier: MIT
// The overlays of the dungeon (inventory, message log, help) close with the keys that open them as
// the player bound them, with Esc, and with a click outside their panel; their hints name those keys.
#include <doctest/doctest.h>

#include <memory>
#include <string>

#include "render/canvas.h"
#include "scene_test_fixture.h"
#include "scenes/dungeon/dungeon_scene.h"
#include "scenes/inventory/inventory_scene.h"
#include "scenes/menus/help_scene.h"
#include "scenes/menus/message_log_scene.h"

namespace {

using scenes::Command;

// A dungeon whose player bound the inventory to E and the message log to L.
scenes::SceneContext rebound_context(RecordingRequests& requests) {
  auto settings = std::make_shared<scenes::PlayerSettings>();
  settings->settings.keys.replace(Command::Inventory, SDLK_e);
  settings->settings.keys.replace(Command::MessageLog, SDLK_l);
  scenes::GameOptions options;
  return {requests, options, shipped_data(), settings};
}

// Every text the scene draws, one after the other.
std::string drawn_text(render::Scene& scene) {
  TestCanvas headless;
  render::DrawingLog log;
  headless.canvas().record_into(&log);
  scene.draw(headless.canvas());
  headless.canvas().record_into(nullptr);
  std::string text;
  for (const render::DrawingLog::Drawn& drawn : log.texts) text += drawn.name + "\n";
  return text;
}

}  // namespace

TEST_CASE("an inventory bound to E opens and closes with E, and its header names E, not Tab") {
  RecordingRequests requests;
  scenes::DungeonScene dungeon(rebound_context(requests), 42);
  press(dungeon, SDLK_e);
  REQUIRE(requests.pushed_scene);
  render::Scene& inventory = *requests.pushed_scene;
  const std::string header = drawn_text(inventory);
  CHECK(header.find("E or Esc close") != std::string::npos);
  CHECK(header.find("Tab") == std::string::npos);
  press(inventory, SDLK_TAB);  // no longer the inventory's key
  CHECK(requests.pops == 0);
  press(inventory, SDLK_e);
  CHECK(requests.pops == 1);
}

TEST_CASE("a message log bound to L opens and closes with L, and its hint names L") {
  RecordingRequests requests;
  scenes::DungeonScene dungeon(rebound_context(requests), 42);
  press(dungeon, SDLK_l);
  REQUIRE(requests.pushed_scene);
  render::Scene& log = *requests.pushed_scene;
  CHECK(drawn_text(log).find("L or Esc to close") != std::string::npos);
  press(log, SDLK_m);
  CHECK(requests.pops == 0);
  press(log, SDLK_l);
  CHECK(requests.pops == 1);
}

TEST_CASE("a click outside the inventory, the message log or the help closes it: a click inside does not") {
  RecordingRequests requests;
  game::World world(42, shipped_content()->factory());
  const core::Point outside{4, 4};  // the corner of the design frame, outside every overlay's panel

  scenes::InventoryScene inventory(requests, world);
  click(inventory, centre(scenes::inventory_layout::panel()));
  CHECK(requests.pops == 0);
  click(inventory, outside);
  CHECK(requests.pops == 1);

  scenes::MessageLogScene log(requests, world.messages());
  click(log, {render::kDesignWidth / 2, render::kDesignHeight / 2});
  CHECK(requests.pops == 1);
  click(log, outside);
  CHECK(requests.pops == 2);

  scenes::HelpScene help(requests, scenes::Controls::defaults());
  click(help, centre(scenes::HelpScene::kPanel));
  CHECK(requests.pops == 2);
  click(help, outside);
  CHECK(requests.pops == 3);
}
