// SPDX-License-Identifier: MIT
#include <doctest/doctest.h>

#include <fstream>

#include "game/autoplay/autoplay.h"
#include "game/replay/replay.h"
#include "game/replay/state_hash.h"
#include "render/color.h"
#include "result_checks.h"
#include "scene_test_fixture.h"
#include "scenes/dungeon/hud.h"
#include "scenes/dungeon/replay_scene.h"
#include "scenes/menus/high_scores_scene.h"
#include "temp_folder.h"

namespace {

game::Replay recorded_run(int turns) {
  return game::replay_of(game::play_autoplay_run(5, shipped_content()->factory(), turns));
}

void run_ticks(render::Scene& scene, int ticks, SDL_Keycode key = SDLK_UNKNOWN) {
  render::Input input;
  for (int tick = 0; tick < ticks; ++tick) {
    if (tick == 0 && key != SDLK_UNKNOWN) input.press_key(key);
    scene.logic(input);
    input.end_tick();
  }
}

// A high-score entry whose replay is kept as run-5-30-9.json.
game::HighScore scored_with_replay() {
  return {.when = "2026-11-30 12:00",
          .score = 900,
          .floor = 2,
          .level = 2,
          .xp = 100,
          .turns = 30,
          .cause = "Killed",
          .seed = 5,
          .replay = "run-5-30-9.json"};
}

}  // namespace

TEST_CASE("a replay in the window plays every action and ends on the recorded state") {
  TestCanvas headless;
  RecordingRequests requests;
  const game::Replay replay = recorded_run(40);
  scenes::ReplayScene scene({requests, {}, shipped_data()}, replay);
  CHECK(scene.actions_per_second() == 8);
  run_ticks(scene, 60);  // one second
  CHECK_FALSE(scene.finished());
  CHECK(scene.world().actions().size() == 8);
  run_ticks(scene, 60 * 10);
  REQUIRE(scene.finished());
  CHECK(game::state_hash(scene.world()) == replay.final_hash);
  scene.draw(headless.canvas());
}

TEST_CASE("Space pauses a replay, Right steps it, and + speeds it up") {
  TestCanvas headless;
  RecordingRequests requests;
  scenes::ReplayScene scene({requests, {}, shipped_data()}, recorded_run(200));
  run_ticks(scene, 30, SDLK_SPACE);
  CHECK(scene.paused());
  CHECK(scene.world().actions().empty());
  run_ticks(scene, 1, SDLK_RIGHT);
  CHECK(scene.world().actions().size() == 1);
  run_ticks(scene, 1, SDLK_SPACE);
  run_ticks(scene, 1, SDLK_PLUS);
  CHECK(scene.actions_per_second() == 15);
  const std::size_t before = scene.world().actions().size();
  run_ticks(scene, 60);
  CHECK(scene.world().actions().size() - before == 15);
  run_ticks(scene, 1, SDLK_ESCAPE);
  CHECK(requests.quit_requested);
}

TEST_CASE("a run in the high-score table can be watched, and Esc comes back to the table") {
  TestCanvas headless;
  TempFolder user("watch");
  const game::Replay replay = recorded_run(30);
  REQUIRE_OK(game::write_replay(replay, game::replays_dir(user.path) / "run-5-30-9.json"));
  game::HighScoreTable table;
  const game::HighScore with_replay = scored_with_replay();
  game::HighScore without_replay{.when = "2026-11-29 12:00",
                                 .score = 400,
                                 .floor = 1,
                                 .level = 1,
                                 .xp = 50,
                                 .turns = 20,
                                 .cause = "Killed",
                                 .seed = 6};
  table.insert(with_replay);
  table.insert(without_replay);
  REQUIRE_OK(table.save(game::high_scores_path(user.path)));

  RecordingRequests requests;
  scenes::HighScoresScene scores({requests, {.user_dir = user.path}, shipped_data()});
  CHECK_FALSE(scores.watch_button().enabled);
  run_ticks(scores, 1, SDLK_DOWN);
  run_ticks(scores, 1, SDLK_DOWN);
  CHECK(scores.selected_rank() == 1);
  CHECK_FALSE(scores.watch_button().enabled);  // that run kept no replay
  run_ticks(scores, 1, SDLK_RETURN);
  CHECK_FALSE(requests.pushed_scene);
  run_ticks(scores, 1, SDLK_UP);
  CHECK(scores.watch_button().enabled);
  run_ticks(scores, 1, SDLK_RETURN);
  auto* watching = dynamic_cast<scenes::ReplayScene*>(requests.pushed_scene.get());
  REQUIRE(watching != nullptr);
  run_ticks(*watching, 60 * 5);
  CHECK(watching->finished());
  CHECK(game::state_hash(watching->world()) == replay.final_hash);
  run_ticks(*watching, 1, SDLK_ESCAPE);
  CHECK(requests.pops == 1);
  CHECK_FALSE(requests.quit_requested);
}

TEST_CASE("a run whose kept replay is broken says why Watch replay is greyed out") {
  TestCanvas headless;
  TempFolder user("watch");
  std::filesystem::create_directories(game::replays_dir(user.path));
  std::ofstream(game::replays_dir(user.path) / "run-5-30-9.json") << "{\"format\": \"Mouse King replay\", \"ver";
  game::HighScoreTable table;
  table.insert(scored_with_replay());
  REQUIRE_OK(table.save(game::high_scores_path(user.path)));

  RecordingRequests requests;
  scenes::HighScoresScene scores({requests, {.user_dir = user.path}, shipped_data()});
  CHECK(scores.replay_notice().empty());
  run_ticks(scores, 1, SDLK_DOWN);
  CHECK_FALSE(scores.watch_button().enabled);
  CHECK(scores.replay_notice().starts_with("This run's replay cannot be watched: "));
  CHECK(scores.replay_notice().find("run-5-30-9.json") != std::string::npos);
  scores.draw(headless.canvas());
}

namespace {

// A replay whose recorded fingerprint says monsters.json was other than the shipped one.
game::Replay recorded_with_other_monsters(int turns) {
  game::Replay replay = recorded_run(turns);
  REQUIRE(replay.content);
  REQUIRE(replay.content->files.front().file == "monsters.json");
  replay.content->files.front().hash ^= 1;
  return replay;
}

bool is_colour(SDL_Color pixel, SDL_Color colour) {
  return pixel.r == colour.r && pixel.g == colour.g && pixel.b == colour.b;
}

}  // namespace

TEST_CASE("a replay recorded with other data says which file changed and waits for Space before playing") {
  TestCanvas headless;
  RecordingRequests requests;
  scenes::ReplayScene scene({requests, {}, shipped_data()}, recorded_with_other_monsters(30));
  CHECK(scene.content_notice().starts_with(
      "This replay was recorded with monsters.json as it was; it has changed since"));
  CHECK(scene.paused());
  run_ticks(scene, 60);
  CHECK(scene.world().actions().empty());
  // The notice is drawn over the map, its panel edged in the warning colour.
  const SDL_Rect map = scenes::hud::full_map_viewport();
  scene.draw(headless.canvas());
  CHECK(is_colour(headless.pixel(map.x + 40, map.y + 24), render::colors::palette().warning));
  run_ticks(scene, 60, SDLK_SPACE);
  CHECK_FALSE(scene.world().actions().empty());
  scene.draw(headless.canvas());
  CHECK_FALSE(is_colour(headless.pixel(map.x + 40, map.y + 24), render::colors::palette().warning));
}

TEST_CASE("a replay recorded with the data in use plays at once, with no notice") {
  RecordingRequests requests;
  scenes::ReplayScene scene({requests, {}, shipped_data()}, recorded_run(30));
  CHECK(scene.content_notice().empty());
  CHECK_FALSE(scene.paused());
}

TEST_CASE("the high-score table says a run's replay was recorded with other data, and still lets it be watched") {
  TestCanvas headless;
  TempFolder user("watch");
  REQUIRE_OK(game::write_replay(recorded_with_other_monsters(30), game::replays_dir(user.path) / "run-5-30-9.json"));
  game::HighScoreTable table;
  table.insert(scored_with_replay());
  REQUIRE_OK(table.save(game::high_scores_path(user.path)));

  RecordingRequests requests;
  scenes::HighScoresScene scores({requests, {.user_dir = user.path}, shipped_data()});
  run_ticks(scores, 1, SDLK_DOWN);
  CHECK(scores.watch_button().enabled);
  CHECK(scores.replay_notice().starts_with("This replay was recorded with monsters.json as it was"));
  scores.draw(headless.canvas());
}
