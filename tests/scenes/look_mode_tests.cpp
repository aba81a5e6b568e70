// SPDX-License-Identifier: MIT
#include <doctest/doctest.h>

#include "scene_test_fixture.h"
#include "scenes/dungeon/dungeon_scene.h"
#include "scenes/dungeon/hud.h"
#include "scenes/dungeon/walk_in_progress.h"
#include "scenes/menus/title_scene.h"

namespace {

using core::Point;

void press_keys(scenes::DungeonScene& scene, std::initializer_list<SDL_Keycode> keys) {
  for (SDL_Keycode key : keys) {
    render::Input input;
    input.press_key(key);
    scene.logic(input);
  }
}

// The description panel: the bottom panel's right end.
constexpr SDL_Rect kDescriptionPanel{render::kDesignWidth - 480,
                                     render::kDesignHeight - scenes::hud::kBottomPanelHeight, 420,
                                     scenes::hud::kBottomPanelHeight};

scenes::DungeonScene scene_with(RecordingRequests& requests, game::World world) {
  return scenes::DungeonScene({requests, {}, shipped_data()}, std::move(world));
}

}  // namespace

TEST_CASE("the look key puts a cursor on the player, and the movement keys move it, diagonals too") {
  RecordingRequests requests;
  scenes::DungeonScene scene({requests, {}, shipped_data()}, 42);
  REQUIRE(scene.world().player().position == kSeed42Start);
  CHECK_FALSE(scene.look_cursor());
  press(scene, SDLK_SEMICOLON);
  REQUIRE(scene.look_cursor());
  CHECK(*scene.look_cursor() == kSeed42Start);

  press_keys(scene, {SDLK_RIGHT, SDLK_RIGHT, SDLK_u, SDLK_KP_1, SDLK_j});
  CHECK(*scene.look_cursor() == kSeed42Start + Point{2, 1});
  // Looking is free: nobody moved and no turn passed.
  CHECK(scene.world().player().position == kSeed42Start);
  CHECK(scene.world().turn() == 0);
}

TEST_CASE("the look cursor says what is under it exactly as the mouse does") {
  game::World world(42, shipped_content()->factory());
  REQUIRE(world.setup().spawn("Tough Mouse", kSeed42Start + Point{2, -1}));
  RecordingRequests requests;
  scenes::DungeonScene scene = scene_with(requests, std::move(world));
  TestCanvas headless;

  render::Input mouse;
  mouse.move_mouse({centre(scene.map_view().tile_rect(kSeed42Start + Point{2, -1}))});
  tick(scene, mouse);
  scene.draw(headless.canvas());
  const std::vector<SDL_Color> hovered = block(headless, kDescriptionPanel);

  // The mouse goes off the map; the keyboard looks at the same tile.
  render::Input away;
  away.move_mouse({5, 5});
  tick(scene, away);
  scene.draw(headless.canvas());
  CHECK_FALSE(same(hovered, block(headless, kDescriptionPanel)));
  press_keys(scene, {SDLK_SEMICOLON, SDLK_RIGHT, SDLK_u});
  REQUIRE(scene.look_cursor() == kSeed42Start + Point{2, -1});
  scene.draw(headless.canvas());
  CHECK(same(hovered, block(headless, kDescriptionPanel)));
}

TEST_CASE("next in view cycles through the monsters and items in view, nearest first, ties the same way each time") {
  game::World world(42, shipped_content()->factory());
  // Four at two steps, as far in a straight line: top to bottom, then left to right.
  REQUIRE(world.setup().spawn("Micro Mouse", kSeed42Start + Point{0, 2}));
  REQUIRE(world.setup().spawn("Health Pack", kSeed42Start + Point{2, 0}));
  REQUIRE(world.setup().spawn("Micro Mouse", kSeed42Start + Point{-2, 0}));
  REQUIRE(world.setup().spawn("Key", kSeed42Start + Point{0, -2}));
  // Two steps too, but farther in a straight line than those four.
  REQUIRE(world.setup().spawn("Micro Mouse", kSeed42Start + Point{-2, -2}));
  // Nearest of all.
  REQUIRE(world.setup().spawn("Neo Mouse", kSeed42Start + Point{1, 1}));
  RecordingRequests requests;
  scenes::DungeonScene scene = scene_with(requests, std::move(world));

  // Outside look mode the key starts looking, at the nearest.
  press(scene, SDLK_v);
  REQUIRE(scene.look_cursor());
  CHECK(*scene.look_cursor() == kSeed42Start + Point{1, 1});
  const std::vector<Point> expected{kSeed42Start + Point{0, -2},  kSeed42Start + Point{-2, 0},
                                    kSeed42Start + Point{2, 0},   kSeed42Start + Point{0, 2},
                                    kSeed42Start + Point{-2, -2}, kSeed42Start + Point{1, 1}};
  for (const Point target : expected) {
    press(scene, SDLK_v);
    CHECK(*scene.look_cursor() == target);
  }
  // Moved by hand off every target, the next press starts again at the nearest.
  press_keys(scene, {SDLK_LEFT, SDLK_LEFT, SDLK_v});
  CHECK(*scene.look_cursor() == kSeed42Start + Point{1, 1});
}

TEST_CASE("next in view with nothing in view leaves the cursor on the player") {
  RecordingRequests requests;
  scenes::DungeonScene scene({requests, {}, shipped_data()}, 42);
  press_keys(scene, {SDLK_v, SDLK_v});
  REQUIRE(scene.look_cursor());
  CHECK(*scene.look_cursor() == kSeed42Start);
}

TEST_CASE("Enter in look mode travels to the cursor along the previewed path and leaves look mode") {
  RecordingRequests requests;
  scenes::DungeonScene scene({requests, {}, shipped_data()}, 42);
  const Point target = kSeed42Start + Point{3, 2};
  press_keys(scene, {SDLK_SEMICOLON, SDLK_n, SDLK_n, SDLK_RIGHT});
  REQUIRE(scene.look_cursor() == target);
  idle(scene, 1);
  REQUIRE(scene.path_preview());
  CHECK(scene.path_preview()->back() == target);

  press(scene, SDLK_RETURN);
  CHECK_FALSE(scene.look_cursor());
  CHECK(scene.walking());
  idle(scene, 10 * scenes::WalkInProgress::kTicksPerStep);
  CHECK(scene.world().player().position == target);
  CHECK_FALSE(scene.walking());
}

TEST_CASE("Enter on a monster next to the player attacks it, as a click does") {
  game::World world(42, shipped_content()->factory());
  REQUIRE(world.setup().spawn("Tough Mouse", kSeed42Start + Point{1, 0}));
  RecordingRequests requests;
  scenes::DungeonScene scene = scene_with(requests, std::move(world));
  press_keys(scene, {SDLK_SEMICOLON, SDLK_RIGHT, SDLK_RETURN});
  CHECK(scene.world().turn() == 1);
  CHECK(scene.world().player().position == kSeed42Start);
  CHECK_FALSE(scene.look_cursor());
  bool told = false;
  for (const auto& message : scene.world().messages().all())
    told = told || message.text.find("Tough Mouse") != std::string::npos;
  CHECK(told);
}

TEST_CASE("Enter on a tile no known way leads to stays in look mode and does nothing") {
  RecordingRequests requests;
  scenes::DungeonScene scene({requests, {}, shipped_data()}, 42);
  // Up five from the start is the wall above the room.
  press_keys(scene, {SDLK_SEMICOLON, SDLK_UP, SDLK_UP, SDLK_UP, SDLK_UP, SDLK_RETURN});
  REQUIRE(scene.look_cursor() == kSeed42Start + Point{0, -4});
  CHECK_FALSE(scene.walking());
  CHECK(scene.world().turn() == 0);
}

TEST_CASE("Esc leaves look mode without leaving the run: a second Esc goes to the title") {
  RecordingRequests requests;
  scenes::DungeonScene scene({requests, {}, shipped_data()}, 42);
  press_keys(scene, {SDLK_SEMICOLON, SDLK_RIGHT, SDLK_ESCAPE});
  CHECK_FALSE(scene.look_cursor());
  CHECK_FALSE(requests.next_scene);
  // Out of look mode the movement keys walk again.
  press(scene, SDLK_RIGHT);
  CHECK(scene.world().player().position == kSeed42Start + Point{1, 0});
  press(scene, SDLK_ESCAPE);
  REQUIRE(requests.next_scene);
  CHECK(dynamic_cast<scenes::TitleScene*>(requests.next_scene.get()) != nullptr);
}

TEST_CASE("the look key again leaves look mode") {
  RecordingRequests requests;
  scenes::DungeonScene scene({requests, {}, shipped_data()}, 42);
  press_keys(scene, {SDLK_SEMICOLON, SDLK_SEMICOLON});
  CHECK_FALSE(scene.look_cursor());
  CHECK_FALSE(requests.next_scene);
}

TEST_CASE("rebound look keys work and the old ones do not") {
  RecordingRequests requests;
  auto settings = std::make_shared<scenes::PlayerSettings>();
  settings->settings.keys.replace(scenes::Command::Look, SDLK_q);
  scenes::DungeonScene scene({requests, {}, shipped_data(), settings}, 42);
  press(scene, SDLK_SEMICOLON);
  CHECK_FALSE(scene.look_cursor());
  press(scene, SDLK_q);
  CHECK(scene.look_cursor());
}
