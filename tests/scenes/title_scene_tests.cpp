// SPDX-License-Identifier: MIT
#include <doctest/doctest.h>

#include <filesystem>

#include "scene_test_fixture.h"
#include "scenes/dungeon/dungeon_scene.h"
#include "scenes/menus/high_scores_scene.h"
#include "scenes/menus/mods_scene.h"
#include "scenes/menus/options_scene.h"
#include "scenes/menus/title_scene.h"

TEST_CASE("Enter on the title starts a new game with the seed given on the command line") {
  TestCanvas headless;
  RecordingRequests requests;
  scenes::TitleScene title({requests, {.seed = std::uint64_t{42}}, shipped_data()});
  render::Input input;
  input.press_key(SDLK_RETURN);
  title.logic(input);
  auto* dungeon = dynamic_cast<scenes::DungeonScene*>(requests.next_scene.get());
  REQUIRE(dungeon != nullptr);
  CHECK(dungeon->world().seed() == 42);
}

TEST_CASE("clicking New game starts a game and clicking Quit quits") {
  TestCanvas headless;
  RecordingRequests requests;
  scenes::TitleScene title({requests, {}, shipped_data()});
  render::Input input;
  input.click(render::MouseButton::Left, centre(title.buttons()[0].rect));
  title.logic(input);
  CHECK(dynamic_cast<scenes::DungeonScene*>(requests.next_scene.get()) != nullptr);
  CHECK_FALSE(requests.quit_requested);

  RecordingRequests quit_requests;
  scenes::TitleScene second({quit_requests, {}, shipped_data()});
  render::Input quit_input;
  REQUIRE(second.buttons().back().label == "Quit");
  quit_input.click(render::MouseButton::Left, centre(second.buttons().back().rect));
  second.logic(quit_input);
  CHECK(quit_requests.quit_requested);
  CHECK_FALSE(quit_requests.next_scene);
}

TEST_CASE("a click outside every button does nothing") {
  TestCanvas headless;
  RecordingRequests requests;
  scenes::TitleScene title({requests, {}, shipped_data()});
  render::Input input;
  input.click(render::MouseButton::Left, {5, 5});
  title.logic(input);
  CHECK_FALSE(requests.next_scene);
  CHECK_FALSE(requests.quit_requested);
}

TEST_CASE("arrow down five times then Enter chooses Quit") {
  TestCanvas headless;
  RecordingRequests requests;
  scenes::TitleScene title({requests, {}, shipped_data()});
  render::Input input;
  for (int step = 0; step < 5; ++step) {
    input.press_key(SDLK_DOWN);
    title.logic(input);
    input.end_tick();
  }
  input.press_key(SDLK_RETURN);
  title.logic(input);
  CHECK(requests.quit_requested);
}

TEST_CASE("the High scores button opens the table over the title, and Esc goes back") {
  TestCanvas headless;
  RecordingRequests requests;
  // A folder that does not exist: the table is empty and nothing is written.
  const auto no_scores_yet = std::filesystem::temp_directory_path() / "mouseking-title-test-no-such-folder";
  scenes::TitleScene title({requests, {.user_dir = no_scores_yet}, shipped_data()});
  REQUIRE(title.buttons().size() == 6);
  CHECK(title.buttons()[2].label == "High scores");
  render::Input input;
  input.click(render::MouseButton::Left, centre(title.buttons()[2].rect));
  title.logic(input);
  auto* high_scores = dynamic_cast<scenes::HighScoresScene*>(requests.pushed_scene.get());
  REQUIRE(high_scores != nullptr);
  CHECK(high_scores->table().entries().empty());
  CHECK_FALSE(requests.next_scene);

  render::Input back;
  back.press_key(SDLK_ESCAPE);
  high_scores->logic(back);
  CHECK(requests.pops == 1);
}

TEST_CASE("arrow down twice (past Daily run) then Enter on the title opens the high scores") {
  TestCanvas headless;
  RecordingRequests requests;
  const auto no_scores_yet = std::filesystem::temp_directory_path() / "mouseking-title-test-no-such-folder";
  scenes::TitleScene title({requests, {.user_dir = no_scores_yet}, shipped_data()});
  render::Input input;
  for (int step = 0; step < 2; ++step) {
    input.press_key(SDLK_DOWN);
    title.logic(input);
    input.end_tick();
  }
  input.press_key(SDLK_RETURN);
  title.logic(input);
  CHECK(dynamic_cast<scenes::HighScoresScene*>(requests.pushed_scene.get()) != nullptr);
}

TEST_CASE("the Options button between High scores and Mods opens the options over the title") {
  TestCanvas headless;
  RecordingRequests requests;
  scenes::TitleScene title({requests, {}, shipped_data()});
  REQUIRE(title.buttons().size() == 6);
  CHECK(title.buttons()[3].label == "Options");
  CHECK(title.buttons()[4].label == "Mods");
  CHECK(title.buttons()[5].label == "Quit");
  render::Input input;
  input.click(render::MouseButton::Left, centre(title.buttons()[3].rect));
  title.logic(input);
  CHECK(dynamic_cast<scenes::OptionsScene*>(requests.pushed_scene.get()) != nullptr);
  CHECK_FALSE(requests.next_scene);
  CHECK_FALSE(requests.quit_requested);
}

TEST_CASE("the Mods button opens the Mods screen over the title, and every button fits above the hint") {
  TestCanvas headless;
  RecordingRequests requests;
  scenes::TitleScene title({requests, {}, shipped_data()});
  REQUIRE(title.buttons().size() == 6);
  render::Input input;
  input.click(render::MouseButton::Left, centre(title.buttons()[4].rect));
  title.logic(input);
  CHECK(dynamic_cast<scenes::ModsScene*>(requests.pushed_scene.get()) != nullptr);
  const SDL_Rect& last = title.buttons().back().rect;
  CHECK(last.y + last.h < render::kDesignHeight - 40);  // the hint line's top
}
