// SPDX-License-Identifier: MIT
// The run's summary on screen: after the game-over fade and before the table, and from the high-score table.
#include <doctest/doctest.h>

#include <algorithm>
#include <filesystem>

#include "file_text.h"
#include "game/autoplay/autoplay.h"
#include "game/saving/run_summary_files.h"
#include "game/session/run_summary_text.h"
#include "scene_test_fixture.h"
#include "scenes/dungeon/replay_scene.h"
#include "scenes/menus/game_over_scene.h"
#include "scenes/menus/high_scores_scene.h"
#include "scenes/menus/run_summary_scene.h"
#include "temp_user_folder.h"

namespace {

// A run the bot plays to its death, told as the game-over screen is told it.
struct EndedRun {
  game::World world = game::play_autoplay_run(59, shipped_content()->factory(), 5000);
  scenes::RunStory story{"2026-12-04 21:14", game::run_summary_text(world, {"2026-12-04 21:14", {}, "", ""})};
};

void finish_fade(render::Scene& scene) {
  render::Input idle;
  for (int tick = 0; tick < scenes::GameOverScene::kFadeTicks; ++tick) {
    scene.logic(idle);
    idle.end_tick();
  }
}

}  // namespace

TEST_CASE("a run's end writes its summary into the runs folder and shows it once the fade ends") {
  TestCanvas headless;
  RecordingRequests requests;
  TempUserFolder folder;
  const EndedRun run;
  REQUIRE(run.world.run_over());
  scenes::GameOverScene scene({requests, {.seed = std::uint64_t{7}, .user_dir = folder.path}, shipped_data()},
                              run.world.summary(), game::replay_of(run.world), run.story);
  const std::filesystem::path file = game::runs_dir(folder.path) / "2026-12-04-2114-seed-59.txt";
  CHECK(read_text(file) == run.story.text);
  const game::LoadedTable table = game::HighScoreTable::load(game::high_scores_path(folder.path));
  REQUIRE(table.table.entries().size() == 1);
  CHECK(table.table.entries()[0].summary == "2026-12-04-2114-seed-59.txt");

  CHECK_FALSE(requests.pushed_scene);
  finish_fade(scene);
  render::Input idle;
  tick(scene, idle);
  auto* told = dynamic_cast<scenes::RunSummaryScene*>(requests.pushed_scene.get());
  REQUIRE(told != nullptr);
  CHECK(told->parts().facts.lines.front().starts_with("Ended:  2026-12-04 21:14"));
  CHECK(told->watch_button().enabled);
  // Closed, it is not shown again: the table is there.
  requests.pushed_scene.reset();
  tick(scene, idle);
  CHECK_FALSE(requests.pushed_scene);
}

TEST_CASE("the summary screen goes back on Enter and plays the replay on R") {
  TestCanvas headless;
  RecordingRequests requests;
  TempUserFolder folder;
  const EndedRun run;
  scenes::RunSummaryScene told({requests, {.user_dir = folder.path}, shipped_data()}, run.story.text,
                               game::replay_of(run.world));
  press(told, SDLK_r);
  CHECK(dynamic_cast<scenes::ReplayScene*>(requests.pushed_scene.get()) != nullptr);
  press(told, SDLK_RETURN);
  CHECK(requests.pops == 1);
  click(told, centre(told.continue_button().rect));
  CHECK(requests.pops == 2);

  scenes::RunSummaryScene no_replay({requests, {.user_dir = folder.path}, shipped_data()}, run.story.text,
                                    std::nullopt);
  requests.pushed_scene.reset();
  press(no_replay, SDLK_r);
  CHECK_FALSE(requests.pushed_scene);
  CHECK_FALSE(no_replay.watch_button().enabled);
}

TEST_CASE("the summary screen lays the sections out in three columns, with the messages and the HP chart apart") {
  const EndedRun run;
  const scenes::SummaryColumns parts = scenes::summary_columns(scenes::summary_sections(run.story.text));
  REQUIRE(parts.columns.size() == 3);
  REQUIRE(parts.columns[0].size() == 3);
  CHECK(parts.columns[0][0].heading == "How it ended");
  CHECK(parts.columns[0][0].lines.front() == run.world.summary().cause + ".");
  CHECK(parts.columns[1][0].heading == game::kItemsFoundHeading);
  // The chart comes first, so the messages can run on below it without hiding it.
  REQUIRE(parts.columns[2][0].heading == game::kHpChartHeading);
  CHECK(parts.columns[2][1].heading == game::kLastMessagesHeading);
  CHECK(parts.columns[2][1].lines.size() == game::kSummaryMessages);
  const std::vector<std::vector<bool>> cells = scenes::hp_chart_cells(parts.columns[2][0]);
  REQUIRE(cells.size() == 5);
  // The run ended in death: the last column is empty in every row.
  for (const std::vector<bool>& row : cells) CHECK_FALSE(row.back());
}

namespace {

// The texts the summary screen draws in one frame, at the design size it lays itself out at.
std::vector<std::string> drawn_texts(TestCanvas& headless, scenes::RunSummaryScene& scene) {
  render::DrawingLog log;
  render::Canvas& canvas = headless.canvas();
  canvas.record_into(&log);
  canvas.use_design_frame(true);
  scene.draw(canvas);
  canvas.use_design_frame(false);
  canvas.record_into(nullptr);
  headless.finish_frame();
  std::vector<std::string> texts;
  for (const render::DrawingLog::Drawn& text : log.texts) texts.push_back(text.name);
  return texts;
}

bool has_text(const std::vector<std::string>& texts, const std::string& wanted) {
  return std::ranges::find(texts, wanted) != texts.end();
}

}  // namespace

TEST_CASE("the summary screen shows every line of a long summary by scrolling, and the HP chart on its first page") {
  TestCanvas headless;
  RecordingRequests requests;
  TempUserFolder folder;
  const EndedRun run;
  // Thirty kinds killed: more than a column holds at 720 units high.
  std::string text = run.story.text;
  std::string kills;
  for (int kind = 1; kind <= 30; ++kind) kills += "  1 x Mouse kind " + std::to_string(kind) + "\n";
  const std::size_t heading = text.find("Kills\n");
  REQUIRE(heading != std::string::npos);
  text.insert(heading + std::string("Kills\n").size(), kills);
  scenes::RunSummaryScene told({requests, {.user_dir = folder.path}, shipped_data()}, text, std::nullopt);

  std::vector<std::string> first_page = drawn_texts(headless, told);
  CHECK(told.max_scroll() > 0);
  CHECK(std::ranges::any_of(first_page,
                            [](const std::string& t) { return t.find("one column every") != std::string::npos; }));
  std::vector<std::string> seen = first_page;
  for (int press_count = 0; press_count < 50 && told.scroll() < told.max_scroll(); ++press_count) {
    press(told, SDLK_DOWN);
    const std::vector<std::string> page = drawn_texts(headless, told);
    seen.insert(seen.end(), page.begin(), page.end());
  }
  CHECK(told.scroll() == told.max_scroll());
  for (int kind = 1; kind <= 30; ++kind) CHECK(has_text(seen, "1 x Mouse kind " + std::to_string(kind)));
  for (const scenes::SummarySection& section : told.parts().columns[1]) {
    for (const std::string& line : section.lines) CHECK(has_text(seen, line));
  }
  CHECK_FALSE(std::ranges::any_of(seen, [](const std::string& t) { return t.starts_with("... and"); }));
  press(told, SDLK_HOME);
  CHECK(told.scroll() == 0);
}

TEST_CASE("the high-score table opens the summary of a run that kept one") {
  TestCanvas headless;
  RecordingRequests requests;
  TempUserFolder folder;
  const EndedRun run;
  const scenes::SceneContext context{requests, {.seed = std::uint64_t{7}, .user_dir = folder.path}, shipped_data()};
  { scenes::GameOverScene ended(context, run.world.summary(), game::replay_of(run.world), run.story); }
  scenes::HighScoresScene scores(context);
  CHECK_FALSE(scores.summary_button().enabled);
  press(scores, SDLK_DOWN);
  REQUIRE(scores.summary_button().enabled);
  click(scores, centre(scores.summary_button().rect));
  auto* told = dynamic_cast<scenes::RunSummaryScene*>(requests.pushed_scene.get());
  REQUIRE(told != nullptr);
  CHECK(told->watch_button().enabled);

  // A summary file gone since is no button to press.
  std::filesystem::remove_all(game::runs_dir(folder.path));
  scenes::HighScoresScene without(context);
  press(without, SDLK_DOWN);
  CHECK_FALSE(without.summary_button().enabled);
}
