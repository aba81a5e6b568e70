// SPDX-License-Identifier: MIT
// A whole run's commands from a game controller alone: SDL's virtual joystick
// plugged in, pressed and pulled out, its events routed as the app routes them.
#include <doctest/doctest.h>

#include <algorithm>
#include <cmath>
#include <functional>
#include <numbers>

#include "scene_test_fixture.h"
#include "scenes/dungeon/dungeon_scene.h"
#include "scenes/inventory/inventory_scene.h"
#include "scenes/menus/game_menu_scene.h"
#include "scenes/menus/options_scene.h"
#include "scenes/menus/title_scene.h"
#include "virtual_controller.h"

namespace {

using content::EquipmentSlot;
using core::Point;

constexpr Sint16 kFullPush = 30000;

// A floor tile of the seed 42 start room with floor and nothing on all eight sides.
Point open_tile(const game::World& world) {
  const game::Floor& floor = world.floor();
  for (int y = 1; y < floor.height() - 1; ++y) {
    for (int x = 1; x < floor.width() - 1; ++x) {
      bool open = true;
      for (int dy = -1; dy <= 1 && open; ++dy) {
        for (int dx = -1; dx <= 1 && open; ++dx) {
          const Point p{x + dx, y + dy};
          open = floor.is_floor(p) && floor.entity_at(p) == nullptr && floor.trap_at(p) == nullptr;
        }
      }
      if (open && std::abs(x - kSeed42Start.x) + std::abs(y - kSeed42Start.y) < 12) return {x, y};
    }
  }
  FAIL("no open tile near the start");
  return {};
}

void push_towards(VirtualController& pad, Point step) {
  const double angle = std::atan2(step.y, step.x);
  pad.push_stick(static_cast<Sint16>(std::lround(kFullPush * std::cos(angle))),
                 static_cast<Sint16>(std::lround(kFullPush * std::sin(angle))));
}

// A seed 42 run set up by `arrange` (which may place the researcher or give things), played with
// a virtual controller plugged in before it starts.
struct ControllerRun {
  explicit ControllerRun(const std::function<void(game::World&)>& arrange = {}) : dungeon(context, arranged(arrange)) {}

  static game::World arranged(const std::function<void(game::World&)>& arrange) {
    game::World world(42, shipped_content()->factory());
    if (arrange) arrange(world);
    return world;
  }

  VirtualController pad;
  RecordingRequests requests;
  TempFolder user{"controller"};
  scenes::SceneContext context = context_in(requests, user);
  scenes::DungeonScene dungeon;
};

// A run with the researcher on an open tile of the start room.
struct OpenTileRun : ControllerRun {
  OpenTileRun()
      : ControllerRun([](game::World& world) { REQUIRE(world.setup().place_player(open_tile(world))); }),
        centre(dungeon.world().player().position) {}
  Point centre;
};

}  // namespace

TEST_CASE("a controller plugged in is announced, and its stick walks the researcher all eight ways") {
  for (const Point step :
       {Point{0, -1}, Point{1, -1}, Point{1, 0}, Point{1, 1}, Point{0, 1}, Point{-1, 1}, Point{-1, 0}, Point{-1, -1}}) {
    CAPTURE(step);
    OpenTileRun run;
    REQUIRE(run.pad.notices == std::vector<std::string>{"Controller connected: Virtual Controller."});
    push_towards(run.pad, step);
    run.pad.tick(run.dungeon);
    CHECK(run.dungeon.world().player().position == run.centre + step);
    CHECK(run.dungeon.world().turn() == 1);
  }
}

TEST_CASE("a stick resting off centre inside the dead zone never walks or waits") {
  ControllerRun run;
  const int turn = run.dungeon.world().turn();
  run.pad.push_stick(4000, -3000);  // a worn stick's drift
  for (int tick = 0; tick < 120; ++tick) run.pad.tick(run.dungeon);
  CHECK(run.dungeon.world().turn() == turn);
}

TEST_CASE("X explores, Y opens the inventory, and A carries the Crowbar into the weapon box and out again") {
  ControllerRun run([](game::World& world) {
    REQUIRE(world.setup().travel_to_floor(1));  // floor 0, the storeroom, is all seen at the start
    REQUIRE(world.setup().give("Crowbar"));
  });
  run.pad.tap(run.dungeon, SDL_CONTROLLER_BUTTON_X);
  const int turn = run.dungeon.world().turn();
  for (int tick = 0; tick < 30; ++tick) run.pad.tick(run.dungeon);
  CHECK(run.dungeon.world().turn() > turn);           // the explore walk took steps
  run.pad.tap(run.dungeon, SDL_CONTROLLER_BUTTON_B);  // any button stops a walk
  CHECK_FALSE(run.dungeon.walking());

  run.pad.tap(run.dungeon, SDL_CONTROLLER_BUTTON_Y);
  auto* inventory = dynamic_cast<scenes::InventoryScene*>(run.requests.pushed_scene.get());
  REQUIRE(inventory);
  const auto& pack = run.dungeon.world().player().inventory;
  const auto found = std::ranges::find_if(pack, [](const game::Entity& item) { return item.name == "Crowbar"; });
  REQUIRE(found != pack.end());
  const auto crowbar = static_cast<std::size_t>(found - pack.begin());
  run.pad.tap(*inventory, SDL_CONTROLLER_BUTTON_A);  // shows the focus on the first cell
  for (std::size_t i = 0; i < crowbar; ++i) run.pad.tap(*inventory, SDL_CONTROLLER_BUTTON_DPAD_RIGHT);
  REQUIRE(inventory->focus() == scenes::InventoryTarget::slot(static_cast<int>(crowbar)));
  run.pad.tap(*inventory, SDL_CONTROLLER_BUTTON_A);  // picks it up
  CHECK(inventory->carried() == scenes::InventoryTarget::slot(static_cast<int>(crowbar)));
  // Left to the weapon box, past the microchip and armour boxes.
  for (int i = 0; i < 8 && inventory->focus() != scenes::InventoryTarget::box(EquipmentSlot::Weapon); ++i) {
    run.pad.tap(*inventory, SDL_CONTROLLER_BUTTON_DPAD_LEFT);
  }
  REQUIRE(inventory->focus() == scenes::InventoryTarget::box(EquipmentSlot::Weapon));
  run.pad.tap(*inventory, SDL_CONTROLLER_BUTTON_A);  // puts it down: equipped
  REQUIRE(run.dungeon.world().player().equipped_in(EquipmentSlot::Weapon));
  CHECK(run.dungeon.world().player().equipped_in(EquipmentSlot::Weapon)->name == "Crowbar");
  CHECK_FALSE(inventory->carried());

  run.pad.tap(*inventory, SDL_CONTROLLER_BUTTON_A);  // picks it up from the box
  for (int i = 0; i < 8 && !inventory->focus()->is(scenes::InventoryTarget::Kind::Slot); ++i) {
    run.pad.tap(*inventory, SDL_CONTROLLER_BUTTON_DPAD_RIGHT);
  }
  run.pad.tap(*inventory, SDL_CONTROLLER_BUTTON_A);  // puts it down in the pack: removed
  CHECK_FALSE(run.dungeon.world().player().equipped_in(EquipmentSlot::Weapon));
  CHECK(std::ranges::count_if(pack, [](const game::Entity& item) { return item.name == "Crowbar"; }) == 1);

  run.pad.tap(*inventory, SDL_CONTROLLER_BUTTON_Y);  // Y closes it as it opened it
  CHECK(run.requests.pops == 1);
}

TEST_CASE("Start opens the game menu, whose last entry goes to the title, where the d-pad reaches the options") {
  ControllerRun run;
  run.pad.tap(run.dungeon, SDL_CONTROLLER_BUTTON_START);
  auto* menu = dynamic_cast<scenes::GameMenuScene*>(run.requests.pushed_scene.get());
  REQUIRE(menu);
  run.pad.tap(*menu, SDL_CONTROLLER_BUTTON_DPAD_UP);  // from Resume, round to the bottom
  REQUIRE(menu->entries()[static_cast<std::size_t>(menu->focused())] == scenes::Command::Menu);
  run.pad.tap(*menu, SDL_CONTROLLER_BUTTON_A);
  CHECK(run.requests.pops == 1);
  auto* title = dynamic_cast<scenes::TitleScene*>(run.requests.next_scene.get());
  REQUIRE(title);

  run.requests.pushed_scene.reset();
  for (int i = 0; i < 8 && !run.requests.pushed_scene; ++i) {
    run.pad.tap(*title, SDL_CONTROLLER_BUTTON_DPAD_DOWN);
    if (title->focused_choice() == scenes::TitleScene::Choice::Options) run.pad.tap(*title, SDL_CONTROLLER_BUTTON_A);
  }
  auto* options = dynamic_cast<scenes::OptionsScene*>(run.requests.pushed_scene.get());
  REQUIRE(options);
  run.pad.tap(*options, SDL_CONTROLLER_BUTTON_B);
  CHECK(run.requests.pops == 2);
}

TEST_CASE("after a controller press the hints name its buttons, and after a key press the keys again") {
  ControllerRun run;  // floor 0, all seen: explore says where to go instead, naming the way there
  run.pad.tap(run.dungeon, SDL_CONTROLLER_BUTTON_X);
  CHECK(run.dungeon.world().messages().all().back().text ==
        "Nothing is left to explore here. Press LB to go to the stairs up.");
  run.pad.input.press_key(SDLK_x);
  run.pad.tick(run.dungeon);
  CHECK(run.dungeon.world().messages().all().back().text ==
        "Nothing is left to explore here. Press PageUp or click Stairs ↑ to go to the stairs up.");
}

TEST_CASE("pulling the controller out mid-walk is announced, stops its held stick, and plugging it back plays on") {
  OpenTileRun run;
  const Point centre = run.centre;
  run.pad.input.press_key(SDLK_LSHIFT);  // a key held on the keyboard meanwhile
  push_towards(run.pad, {1, 0});
  run.pad.tick(run.dungeon);
  REQUIRE(run.dungeon.world().player().position == centre + Point{1, 0});
  run.pad.pull_out();
  CHECK(run.pad.notices.back() == "Controller disconnected: Virtual Controller.");
  CHECK(run.pad.input.prompts().device == render::InputDevice::KeyboardAndMouse);  // no buttons to name now
  const int turn = run.dungeon.world().turn();
  for (int tick = 0; tick < 60; ++tick) run.pad.tick(run.dungeon);
  CHECK(run.dungeon.world().turn() == turn);  // the held stick let go with the controller
  CHECK(run.pad.input.is_down(SDLK_LSHIFT));

  run.pad.plug_in();
  CHECK(run.pad.notices.back() == "Controller connected: Virtual Controller.");
  run.pad.tap(run.dungeon, SDL_CONTROLLER_BUTTON_A);  // waits a turn
  CHECK(run.dungeon.world().turn() == turn + 1);
}

TEST_CASE("in a --debug run the game menu opens the debug console, and the cancel button closes it again") {
  VirtualController pad;
  RecordingRequests requests;
  TempFolder user{"controller"};
  scenes::SceneContext context = context_in(requests, user);
  context.options.debug = true;
  scenes::DungeonScene dungeon(context, 42);
  pad.tap(dungeon, SDL_CONTROLLER_BUTTON_START);
  auto* menu = dynamic_cast<scenes::GameMenuScene*>(requests.pushed_scene.get());
  REQUIRE(menu);
  for (int i = 0; i < 20 && menu->entries()[static_cast<std::size_t>(menu->focused())] != scenes::Command::DebugConsole;
       ++i) {
    pad.tap(*menu, SDL_CONTROLLER_BUTTON_DPAD_DOWN);
  }
  pad.tap(*menu, SDL_CONTROLLER_BUTTON_A);
  REQUIRE(dungeon.debug_console().is_open());
  pad.tap(dungeon, SDL_CONTROLLER_BUTTON_B);
  CHECK_FALSE(dungeon.debug_console().is_open());
}
