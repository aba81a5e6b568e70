// SPDX-License-Identifier: MIT
#include <doctest/doctest.h>

#include <filesystem>
#include <fstream>

#include "core/hexadecimal.h"
#include "file_size_limit.h"
#include "render/color.h"
#include "scene_test_fixture.h"
#include "scenes/dungeon/dungeon_scene.h"
#include "scenes/menus/game_over_scene.h"
#include "scenes/menus/title_scene.h"
#include "temp_user_folder.h"

namespace {

scenes::SceneContext context_for(RecordingRequests& requests, const TempUserFolder& folder) {
  return {requests, {.seed = std::uint64_t{7}, .user_dir = folder.path}, shipped_data()};
}

game::RunSummary death_on_floor(int floor, int xp) {
  return {.outcome = game::RunOutcome::Died,
          .cause = "Killed by a Meta Mouse on floor " + std::to_string(floor),
          .floor = floor,
          .deepest_floor = floor,
          .level = 4,
          .xp = xp,
          .turns = 812,
          .seed = 123456789};
}

void let_the_fade_finish(scenes::GameOverScene& scene) {
  render::Input idle;
  for (int tick = 0; tick < scenes::GameOverScene::kFadeTicks; ++tick) {
    scene.logic(idle);
    idle.end_tick();
  }
}

// The game over screen of a death on floor 4, in a fresh player's folder, as it opens.
struct GameOverOnFloorFour {
  TestCanvas headless;
  RecordingRequests requests;
  TempUserFolder folder;
  scenes::GameOverScene scene{context_for(requests, folder), death_on_floor(4, 50)};
};

// Accent pixels inside a rectangle, leaving out its one-pixel outline so only text counts.
int accent_pixels_inside(const TestCanvas& headless, const SDL_Rect& rect) {
  int count = 0;
  for (int y = rect.y + 2; y < rect.y + rect.h - 2; ++y) {
    for (int x = rect.x + 2; x < rect.x + rect.w - 2; ++x) count += is_accent(headless.pixel(x, y)) ? 1 : 0;
  }
  return count;
}

}  // namespace

TEST_CASE("a finished run is written into the high-score file in the player's folder") {
  TestCanvas headless;
  RecordingRequests requests;
  TempUserFolder folder;
  scenes::GameOverScene scene(context_for(requests, folder), death_on_floor(9, 700));

  CHECK(scene.rank() == 0);
  CHECK(scene.notices().empty());
  const game::LoadedTable saved = game::HighScoreTable::load(folder.scores());
  REQUIRE(saved.table.entries().size() == 1);
  CHECK(saved.table.entries()[0].cause == "Killed by a Meta Mouse on floor 9");
  CHECK(saved.table.entries()[0].seed == 123456789);
  CHECK(saved.table.entries()[0].score == 700 + 250 * 9);
  CHECK(saved.table.entries()[0].data ==
        core::to_hexadecimal(content::digest_of(shipped_content()->factory()->database().fingerprint)));
  CHECK(scene.is_overlay());
}

TEST_CASE("a run set up by a scenario enters no high-score table, and the screen says why") {
  TestCanvas headless;
  RecordingRequests requests;
  TempUserFolder folder;
  scenes::GameOverScene earlier(context_for(requests, folder), death_on_floor(3, 100));
  game::RunSummary staged = death_on_floor(9, 700);
  staged.staged = true;
  scenes::GameOverScene scene(context_for(requests, folder), staged);

  CHECK_FALSE(scene.rank());
  REQUIRE(scene.notices().size() == 1);
  CHECK(scene.notices()[0] == "This run was set up by a scenario, so it does not enter the high-score table.");
  CHECK(scene.table().entries().size() == 1);  // the table is still shown, as it stands
  const game::LoadedTable saved = game::HighScoreTable::load(folder.scores());
  REQUIRE(saved.table.entries().size() == 1);
  CHECK(saved.table.entries()[0].cause == "Killed by a Meta Mouse on floor 3");
}

TEST_CASE("a run whose data changed under it, or a game on other data, enters no table, and the screen says why") {
  TestCanvas headless;
  RecordingRequests requests;
  TempUserFolder folder;
  game::RunSummary reloaded = death_on_floor(9, 700);
  reloaded.data_changed = true;
  scenes::GameOverScene scene(context_for(requests, folder), reloaded);
  CHECK_FALSE(scene.rank());
  REQUIRE(scene.notices().size() == 1);
  CHECK(scene.notices()[0] ==
        "This run had its data changed while it was played (F5), so it does not enter the high-score table.");

  scenes::SceneContext other_data = context_for(requests, folder);
  other_data.options.other_data_reason = "was played on the data in /tmp/copy, which is not the game's own";
  scenes::GameOverScene on_other_data(other_data, death_on_floor(9, 700));
  CHECK_FALSE(on_other_data.rank());
  REQUIRE(on_other_data.notices().size() == 1);
  CHECK(on_other_data.notices()[0] ==
        "This run was played on the data in /tmp/copy, which is not the game's own, so "
        "it does not enter the high-score table.");
  CHECK_FALSE(std::filesystem::exists(folder.scores()));
}

TEST_CASE("a second run lands in the table beside the first") {
  TestCanvas headless;
  RecordingRequests requests;
  TempUserFolder folder;
  scenes::GameOverScene first(context_for(requests, folder), death_on_floor(3, 100));
  scenes::GameOverScene second(context_for(requests, folder), death_on_floor(8, 500));
  CHECK(second.rank() == 0);
  CHECK(second.table().entries().size() == 2);
  CHECK(second.table().entries()[1].cause == "Killed by a Meta Mouse on floor 3");
}

TEST_CASE("a score that cannot be saved is reported on screen, not lost in a crash") {
  TestCanvas headless;
  RecordingRequests requests;
  TempUserFolder folder;
  std::optional<scenes::GameOverScene> made;
  {
    // A full disk makes the save fail.
    FileSizeLimit full_disk(16);
    made.emplace(context_for(requests, folder), death_on_floor(2, 10));
  }
  scenes::GameOverScene& scene = *made;
  REQUIRE(scene.notices().size() == 1);
  CHECK(scene.notices()[0].find("could not be saved") != std::string::npos);
  let_the_fade_finish(scene);
  scene.draw(headless.canvas());
}

TEST_CASE("a replay that cannot be kept is said on screen with the reason, beside the score's") {
  RecordingRequests requests;
  TempUserFolder folder;
  const game::Replay replay{123456789, {game::Action::wait(), game::Action::move({1, 0})}, 42, std::nullopt};
  std::optional<scenes::GameOverScene> made;
  {
    FileSizeLimit full_disk(16);
    made.emplace(context_for(requests, folder), death_on_floor(2, 10), replay);
  }
  const std::vector<std::string>& notices = made->notices();
  REQUIRE(notices.size() == 2);
  CHECK(notices[0].starts_with("The run's replay could not be kept: "));
  CHECK(notices[0].find("File too large") != std::string::npos);
  CHECK(notices[1].starts_with("Your score could not be saved: "));
}

TEST_CASE_FIXTURE(GameOverOnFloorFour, "keys pressed while the screen fades are ignored") {
  render::Input input;
  for (int tick = 0; tick < scenes::GameOverScene::kFadeTicks; ++tick) {
    input.press_key(tick % 2 == 0 ? SDLK_SPACE : SDLK_RETURN);
    input.click(render::MouseButton::Left, centre(scene.play_again_button().rect));
    scene.logic(input);
    input.end_tick();
  }
  CHECK_FALSE(requests.next_scene);
}

TEST_CASE_FIXTURE(GameOverOnFloorFour, "Space after the fade starts a new game") {
  let_the_fade_finish(scene);
  press(scene, SDLK_SPACE);
  auto* dungeon = dynamic_cast<scenes::DungeonScene*>(requests.next_scene.get());
  REQUIRE(dungeon != nullptr);
  CHECK(dungeon->world().seed() == 7);
}

TEST_CASE_FIXTURE(GameOverOnFloorFour, "Esc after the fade goes back to the title instead of starting a new game") {
  let_the_fade_finish(scene);
  press(scene, SDLK_ESCAPE);
  CHECK(dynamic_cast<scenes::TitleScene*>(requests.next_scene.get()) != nullptr);
  CHECK(dynamic_cast<scenes::DungeonScene*>(requests.next_scene.get()) == nullptr);
}

TEST_CASE_FIXTURE(GameOverOnFloorFour, "clicking Play again after the fade starts a new game") {
  let_the_fade_finish(scene);
  click(scene, centre(scene.play_again_button().rect));
  CHECK(dynamic_cast<scenes::DungeonScene*>(requests.next_scene.get()) != nullptr);
}

TEST_CASE("the run just ended is the row drawn in the accent colour") {
  TestCanvas headless;
  RecordingRequests requests;
  TempUserFolder folder;
  scenes::GameOverScene better(context_for(requests, folder), death_on_floor(12, 900));
  scenes::GameOverScene scene(context_for(requests, folder), death_on_floor(5, 100));
  REQUIRE(scene.rank() == 1);
  let_the_fade_finish(scene);
  scene.draw(headless.canvas());

  CHECK(accent_pixels_inside(headless, scene.table_view().row_rect(1)) > 100);
  CHECK(accent_pixels_inside(headless, scene.table_view().row_rect(0)) == 0);
}

TEST_CASE("a run that makes the table keeps its replay beside its entry: one without a replay keeps none") {
  TestCanvas headless;
  TempUserFolder folder;
  RecordingRequests requests;
  const game::Replay replay{123456789, {game::Action::wait(), game::Action::move({1, 0})}, 42, std::nullopt};
  scenes::GameOverScene with_replay(context_for(requests, folder), death_on_floor(9, 700), replay);
  REQUIRE(with_replay.rank());
  const std::string kept = with_replay.table().entries()[static_cast<std::size_t>(*with_replay.rank())].replay;
  CHECK(kept == "run-123456789-812-700.json");
  const core::Result<game::Replay> read = game::load_replay(game::replays_dir(folder.path) / kept);
  REQUIRE(read);
  CHECK(read->actions == replay.actions);

  scenes::GameOverScene without_replay(context_for(requests, folder), death_on_floor(8, 600));
  REQUIRE(without_replay.rank());
  CHECK(without_replay.table().entries()[static_cast<std::size_t>(*without_replay.rank())].replay.empty());
  // The first run's replay is still named by its entry, so it stays.
  CHECK(std::filesystem::exists(game::replays_dir(folder.path) / kept));
}

TEST_CASE("a run played with mods is written into the table with the mods and their versions") {
  TestCanvas headless;
  RecordingRequests requests;
  TempUserFolder folder;
  const auto content = std::make_shared<game::ContentLibrary>(
      content::ContentSources{MOUSEKING_SHIPPED_DATA_DIR, {MOUSEKING_FIXTURE_MOD_DIR}}, content::SpriteCheck{});
  REQUIRE(content->load());
  scenes::SceneContext context{requests, {.seed = std::uint64_t{7}, .user_dir = folder.path}, data_of(content)};
  scenes::GameOverScene scene(context, death_on_floor(4, 300));
  const game::LoadedTable saved = game::HighScoreTable::load(folder.scores());
  REQUIRE(saved.table.entries().size() == 1);
  CHECK(saved.table.entries()[0].mods == std::vector<std::string>{"fixture_mod 1.0"});
  let_the_fade_finish(scene);
  scene.draw(headless.canvas());
}
