// SPDX-License-Identifier: MIT
#include <doctest/doctest.h>

#include "file_text.h"
#include "game/replay/replay.h"
#include "game/saving/high_scores.h"
#include "game/saving/save_file.h"
#include "result_checks.h"
#include "scene_test_fixture.h"
#include "scenes/dungeon/dungeon_scene.h"
#include "scenes/dungeon/failed_save_notice.h"
#include "scenes/menus/game_over_scene.h"
#include "scenes/menus/title_scene.h"
#include "scenes/settings/settings_file.h"
#include "temp_folder.h"

// A game started while another holds the user folder reads it and writes nothing to it.

namespace {

// What a scene of a game that another game's lock keeps from writing `user` is given.
scenes::SceneContext read_only_context(RecordingRequests& requests, const TempFolder& user) {
  scenes::SceneContext context = context_in(requests, user);
  context.options.read_only_reason = scenes::kAnotherGameRunning;
  context.settings->read_only_reason = scenes::kAnotherGameRunning;
  return context;
}

// The other game's live run, as it saved it.
std::string other_games_save(const TempFolder& user) {
  const game::World world(7, shipped_content()->factory());
  REQUIRE_OK(game::save_run(world, game::save_path(user.path)));
  return read_text(game::save_path(user.path));
}

bool notice_says(const std::string& text, const std::string& part) {
  return text.find(part) != std::string::npos;
}

std::string first_button_of(const scenes::TitleScene& title) {
  return title.buttons().empty() ? "" : title.buttons().front().label;
}

// A run that died on floor 3, as the game-over scene is given it.
game::RunSummary death_on_floor_3() {
  return {.outcome = game::RunOutcome::Died,
          .cause = "Killed by a Meta Mouse on floor 3",
          .floor = 3,
          .deepest_floor = 3,
          .level = 4,
          .xp = 300,
          .turns = 812,
          .seed = 99};
}

}  // namespace

TEST_CASE("the title of a game that may not write the user folder says so and offers no Continue of the save there") {
  TestCanvas headless;
  TempFolder user("read-only");
  RecordingRequests requests;
  const std::string save = other_games_save(user);
  scenes::TitleScene title(read_only_context(requests, user));
  CHECK(first_button_of(title) == "New game");
  CHECK(notice_says(title.notice(), "Another Mouse King is running with this user folder, so this game saves nothing"));
  title.draw(headless.canvas());
  CHECK(read_text(game::save_path(user.path)) == save);
}

TEST_CASE("a run of a game that may not write the user folder is never saved, and its log and the title say so") {
  TestCanvas headless;
  TempFolder user("read-only");
  RecordingRequests requests;
  scenes::DungeonScene dungeon(read_only_context(requests, user), 42);
  CHECK(dungeon.world().messages().all().back().text ==
        "This run is not saved: another Mouse King is running with this user folder.");
  press(dungeon, SDLK_RIGHT);
  press(dungeon, SDLK_ESCAPE);
  CHECK_FALSE(std::filesystem::exists(game::save_path(user.path)));

  const std::unique_ptr<render::Scene> title_scene = std::move(requests.next_scene);
  auto* title = dynamic_cast<scenes::TitleScene*>(title_scene.get());
  REQUIRE(title != nullptr);
  CHECK(notice_says(title->notice(), "This run was not saved: another Mouse King is running with this user folder."));
  CHECK(first_button_of(*title) == "Continue");
  CHECK(title->on_quit().empty());
  press(*title, SDLK_RETURN);
  auto* resumed = dynamic_cast<scenes::DungeonScene*>(requests.next_scene.get());
  REQUIRE(resumed != nullptr);
  CHECK(resumed->world().turn() == 1);
  CHECK(resumed->on_quit().empty());
  CHECK(std::filesystem::is_empty(user.path));
}

TEST_CASE("a new game over an unsaved run leaves the other game's save where it is") {
  TempFolder user("read-only");
  RecordingRequests requests;
  const std::string save = other_games_save(user);
  scenes::DungeonScene dungeon(read_only_context(requests, user), 42);
  press(dungeon, SDLK_ESCAPE);
  const std::unique_ptr<render::Scene> title_scene = std::move(requests.next_scene);
  auto* title = dynamic_cast<scenes::TitleScene*>(title_scene.get());
  REQUIRE(title != nullptr);
  REQUIRE(first_button_of(*title) == "Continue");
  // New game, asked twice, abandons the unsaved run.
  press(*title, SDLK_DOWN);
  press(*title, SDLK_RETURN);
  press(*title, SDLK_RETURN);
  REQUIRE(dynamic_cast<scenes::DungeonScene*>(requests.next_scene.get()) != nullptr);
  CHECK(read_text(game::save_path(user.path)) == save);
}

TEST_CASE("a finished run of a game that may not write the user folder enters no table and keeps no replay") {
  TempFolder user("read-only");
  RecordingRequests requests;
  const game::RunSummary died = death_on_floor_3();
  const game::Replay replay{.seed = 99, .actions = {game::Action::wait()}, .final_hash = 42};
  scenes::GameOverScene scene(read_only_context(requests, user), died, replay);
  REQUIRE(scene.notices().size() == 1);
  CHECK(scene.notices()[0] ==
        "This run does not enter the high-score table: another Mouse King is running with this user folder.");
  CHECK(std::filesystem::is_empty(user.path));
}

TEST_CASE("settings changed in a game that may not write the user folder are not saved, and the reason is given") {
  TempFolder user("read-only");
  scenes::PlayerSettings player;
  player.file = scenes::settings_path(user.path);
  player.read_only_reason = scenes::kAnotherGameRunning;
  const core::Result<void> saved = scenes::save_player_settings(player);
  CHECK_FALSE(saved);
  CHECK(saved.error() == scenes::kAnotherGameRunning);
  CHECK_FALSE(std::filesystem::exists(player.file));
}

TEST_CASE("a broken high-score table is left as it is by a game that may not write the user folder") {
  TempFolder user("read-only");
  RecordingRequests requests;
  write_text(game::high_scores_path(user.path), "{ not a table");
  const game::RunSummary died = death_on_floor_3();
  scenes::GameOverScene scene(read_only_context(requests, user), died);
  REQUIRE(scene.notices().size() == 2);
  CHECK(notice_says(scene.notices()[0], "could not be used"));
  CHECK(notice_says(scene.notices()[0], "it was left as it is."));
  CHECK(read_text(game::high_scores_path(user.path)) == "{ not a table");
  CHECK(std::distance(std::filesystem::directory_iterator(user.path), std::filesystem::directory_iterator()) == 1);
}
