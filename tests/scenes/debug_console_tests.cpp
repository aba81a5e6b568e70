// SPDX-License-Identifier: MIT
#include <doctest/doctest.h>

#include <algorithm>

#include "render/color.h"
#include "scene_test_fixture.h"
#include "scenes/dungeon/dungeon_scene.h"
#include "scenes/dungeon/hud.h"
#include "scenes/menus/game_over_scene.h"
#include "temp_folder.h"
#include "world_queries.h"

namespace {

scenes::SceneContext debug_context(RecordingRequests& requests, bool debug = true) {
  scenes::GameOptions options;
  options.debug = debug;
  return {requests, options, shipped_data()};
}

// One tick with the console's key pressed; SDL also sends the key's character as text, as here.
void open_console(scenes::DungeonScene& scene) {
  render::Input input;
  input.press_key(SDLK_BACKQUOTE);
  input.type_text("`");
  tick(scene, input);
}

// Types `text` in one tick, then presses `key` in the next.
void type_then(scenes::DungeonScene& scene, const std::string& text, SDL_Keycode key) {
  render::Input input;
  input.type_text(text);
  tick(scene, input);
  input.press_key(key);
  tick(scene, input);
}

// The console's box: the bottom strip of the map, above the button bar.
constexpr SDL_Rect kConsoleBox{scenes::hud::full_map_viewport().x,
                               scenes::hud::button_bar(scenes::hud::kMessageLines).y - scenes::DebugConsole::kHeight,
                               scenes::hud::full_map_viewport().w, scenes::DebugConsole::kHeight};

}  // namespace

TEST_CASE("in a --debug run, typing a spawn line into the console and Enter puts the monsters on the map") {
  RecordingRequests requests;
  scenes::DungeonScene scene(debug_context(requests), 42);
  CHECK(scene.world().debug_run());
  open_console(scene);
  REQUIRE(scene.debug_console().is_open());
  CHECK(scene.debug_console().line().empty());  // the key that opened it typed nothing
  type_then(scene, "spawn Tough Mouse 2", SDLK_RETURN);
  CHECK(count_named(scene.world(), "Tough Mouse") == 2);
  CHECK(scene.debug_console().reply() == "Spawned 2 x Tough Mouse.");
  CHECK(scene.debug_console().line().empty());
  CHECK(scene.world().turn() == 0);
}

TEST_CASE("the console takes the keys while open: movement keys type, Esc closes it and does not leave the run") {
  RecordingRequests requests;
  scenes::DungeonScene scene(debug_context(requests), 42);
  const core::Point start = scene.world().player().position;
  open_console(scene);
  type_then(scene, "hjkl", SDLK_l);
  CHECK(scene.world().player().position == start);
  CHECK(scene.debug_console().line() == "hjkl");
  render::Input input;
  input.press_key(SDLK_BACKSPACE);
  tick(scene, input);
  CHECK(scene.debug_console().line() == "hjk");
  input.press_key(SDLK_ESCAPE);
  tick(scene, input);
  CHECK_FALSE(scene.debug_console().is_open());
  CHECK_FALSE(requests.next_scene);  // still in the run
}

TEST_CASE("the console's own key closes it and types nothing, even when its character comes a tick late") {
  RecordingRequests requests;
  scenes::DungeonScene scene(debug_context(requests), 42);
  render::Input input;
  input.press_key(SDLK_BACKQUOTE);
  tick(scene, input);  // the press alone: SDL sent its character later
  REQUIRE(scene.debug_console().is_open());
  input.type_text("`give");
  tick(scene, input);
  CHECK(scene.debug_console().line() == "give");
  input.release_key(SDLK_BACKQUOTE);
  tick(scene, input);
  open_console(scene);
  CHECK_FALSE(scene.debug_console().is_open());
  CHECK_FALSE(requests.next_scene);
}

TEST_CASE("Tab completes, Up brings back the line run before") {
  RecordingRequests requests;
  scenes::DungeonScene scene(debug_context(requests), 42);
  open_console(scene);
  type_then(scene, "gi", SDLK_TAB);
  CHECK(scene.debug_console().line() == "give ");
  type_then(scene, "health", SDLK_TAB);
  CHECK(scene.debug_console().line() == "give Health Pack");
  render::Input input;
  input.press_key(SDLK_RETURN);
  tick(scene, input);
  CHECK(scene.world().player().inventory.size() == 1);
  input.press_key(SDLK_UP);
  tick(scene, input);
  CHECK(scene.debug_console().line() == "give Health Pack");
}

TEST_CASE("without --debug the console's key does nothing") {
  RecordingRequests requests;
  scenes::DungeonScene scene(debug_context(requests, false), 42);
  open_console(scene);
  CHECK_FALSE(scene.debug_console().is_open());
  CHECK_FALSE(scene.world().debug_run());
}

TEST_CASE("the open console is drawn over the bottom of the map, and the top bar says DEBUG") {
  TestCanvas headless;
  RecordingRequests requests;
  scenes::DungeonScene scene(debug_context(requests), 42);
  scene.draw(headless.canvas());
  const std::vector<SDL_Color> closed = block(headless, kConsoleBox);
  open_console(scene);
  scene.draw(headless.canvas());
  const std::vector<SDL_Color> open = block(headless, kConsoleBox);
  CHECK_FALSE(same(closed, open));
  // Its red frame runs along the top edge of the box.
  const SDL_Color frame = headless.pixel(kConsoleBox.x + kConsoleBox.w / 2, kConsoleBox.y);
  CHECK(frame.r == render::colors::palette().bad.r);
  CHECK(frame.g == render::colors::palette().bad.g);

  RecordingRequests plain_requests;
  scenes::DungeonScene plain(debug_context(plain_requests, false), 42);
  TestCanvas plain_canvas;
  plain.draw(plain_canvas.canvas());
  const SDL_Rect top_bar{700, 0, render::kDesignWidth - 700, scenes::hud::kTopBarHeight};
  CHECK_FALSE(same(block(plain_canvas, top_bar), block(headless, top_bar)));
}

TEST_CASE("a --debug run that ends is not written into the high-score table") {
  TempFolder folder("debug-scores");
  RecordingRequests requests;
  scenes::SceneContext context{requests, {}, shipped_data()};
  context.options.user_dir = folder.path;
  game::RunSummary summary;
  summary.outcome = game::RunOutcome::Died;
  summary.cause = "Killed by a Neo Mouse on floor 3";
  summary.floor = 3;
  summary.debug_run = true;
  scenes::GameOverScene scene(context, summary);
  CHECK_FALSE(scene.rank());
  CHECK(scene.table().entries().empty());
  CHECK_FALSE(std::filesystem::exists(folder.path / "highscores.json"));
  REQUIRE(scene.notices().size() == 1);
  CHECK(scene.notices()[0] == "This run was made with --debug, so it does not enter the high-score table.");
}

namespace {

// The middle pixel of a map tile as the scene drew it.
SDL_Color middle_of(const TestCanvas& headless, const scenes::DungeonScene& scene, core::Point tile) {
  const SDL_Rect rect = scene.map_view().tile_rect(tile);
  return headless.pixel(rect.x + rect.w / 2, rect.y + rect.h / 2);
}

}  // namespace

TEST_CASE("sight RULE tints what that rule and the game's own see: red where only the game's sees") {
  RecordingRequests requests;
  scenes::DungeonScene scene(debug_context(requests), 42);
  const core::Point diagonal = kSeed42Start + core::Point{2, -2};  // between the four rays
  const core::Point east = kSeed42Start + core::Point{3, 0};       // on the ray at 0 degrees
  TestCanvas headless;
  scene.draw(headless.canvas());
  const SDL_Color diagonal_before = middle_of(headless, scene, diagonal);
  const SDL_Color east_before = middle_of(headless, scene, east);

  open_console(scene);
  type_then(scene, "sight ray_cast 90", SDLK_RETURN);
  REQUIRE(scene.sight_overlay() == core::Sight{core::SightRule::RayCast, 90});
  CHECK(scene.debug_console().reply() == "Sight overlay: ray_cast every 90 degrees against the game's own rule.");
  scene.draw(headless.canvas());
  const SDL_Color diagonal_after = middle_of(headless, scene, diagonal);
  const SDL_Color east_after = middle_of(headless, scene, east);
  // Blending pulls every channel toward the tint; the tint's own channel moves furthest.
  CHECK(diagonal_after.r - diagonal_before.r > 2 * (diagonal_after.b - diagonal_before.b));
  CHECK(east_after.b - east_before.b > 2 * (east_after.r - east_before.r));

  type_then(scene, "sight off", SDLK_RETURN);
  CHECK_FALSE(scene.sight_overlay().has_value());
  scene.draw(headless.canvas());
  CHECK(middle_of(headless, scene, diagonal).r == diagonal_before.r);
  CHECK(middle_of(headless, scene, east).b == east_before.b);
}

TEST_CASE("a sight line with an unknown rule changes nothing and names the closest rule") {
  RecordingRequests requests;
  scenes::DungeonScene scene(debug_context(requests), 42);
  open_console(scene);
  type_then(scene, "sight raycast", SDLK_RETURN);
  CHECK_FALSE(scene.sight_overlay().has_value());
  CHECK(scene.debug_console().reply().find("did you mean \"ray_cast\"") != std::string::npos);
  type_then(scene, "sight ray_cast 500", SDLK_RETURN);
  CHECK_FALSE(scene.sight_overlay().has_value());
  CHECK(scene.debug_console().reply() == "ray_cast needs degrees between rays from 1 to 90.");
}

TEST_CASE("the console's replies are read whole, wrapped over as many lines as they need") {
  TestCanvas headless;
  RecordingRequests requests;
  scenes::DungeonScene scene(debug_context(requests), 42);
  open_console(scene);
  type_then(scene, "help", SDLK_RETURN);
  const std::string reply = scene.debug_console().reply();
  REQUIRE(reply.size() > 100);  // longer than one line of the map

  render::DrawingLog log;
  headless.canvas().record_into(&log);
  scene.draw(headless.canvas());
  headless.canvas().record_into(nullptr);
  std::string shown;
  int reply_lines = 0;
  for (const render::DrawingLog::Drawn& text : log.texts) {
    CHECK_MESSAGE(!text.name.ends_with("..."), "\"" << text.name << "\" is cut short");
    const bool in_console = text.rect.y < scenes::hud::button_bar(scenes::hud::kMessageLines).y;
    if (!in_console || reply.find(text.name) == std::string::npos) continue;
    shown += (shown.empty() ? "" : " ") + text.name;
    ++reply_lines;
  }
  CHECK(reply_lines > 1);
  CHECK(shown == reply);
}

TEST_CASE("intent on marks each monster with its state's colour and draws a line to its target: intent off clears") {
  RecordingRequests requests;
  scenes::DungeonScene scene(debug_context(requests), 42);
  open_console(scene);
  type_then(scene, "spawn Tough Mouse", SDLK_RETURN);
  const game::Entity* mouse = nullptr;
  for (const game::Entity& entity : scene.world().floor().entities) {
    if (entity.name == "Tough Mouse") mouse = &entity;
  }
  REQUIRE(mouse);
  const SDL_Rect tile = scene.map_view().tile_rect(mouse->position);
  TestCanvas headless;
  scene.draw(headless.canvas());
  const SDL_Color corner_before = headless.pixel(tile.x + 3, tile.y + 3);

  type_then(scene, "intent on", SDLK_RETURN);
  REQUIRE(scene.intent_overlay());
  CHECK(scene.debug_console().reply() == "Intent overlay on: each monster's state, and a line to where it is going.");
  scene.draw(headless.canvas());
  // Not yet alert (no turn has passed): it wanders, and its square is the wanderer's grey.
  const SDL_Color corner = headless.pixel(tile.x + 3, tile.y + 3);
  CHECK(corner.r == 170);
  CHECK(corner.g == 170);
  CHECK(corner.b == 190);
  CHECK_FALSE((corner.r == corner_before.r && corner.g == corner_before.g && corner.b == corner_before.b));

  type_then(scene, "intent off", SDLK_RETURN);
  CHECK_FALSE(scene.intent_overlay());
  scene.draw(headless.canvas());
  const SDL_Color cleared = headless.pixel(tile.x + 3, tile.y + 3);
  CHECK(cleared.r == corner_before.r);
  CHECK(cleared.b == corner_before.b);
}
