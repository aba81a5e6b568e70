// SPDX-License-Identifier: MIT
#include <doctest/doctest.h>

#include <fstream>
#include <string>

#include "game/saving/high_scores.h"
#include "scene_test_fixture.h"
#include "scenes/menus/high_scores_scene.h"
#include "scenes/menus/notice_lines.h"

namespace {

// Every text the scene drew, one after another.
std::string drawn_text(render::Scene& scene, TestCanvas& headless) {
  render::DrawingLog log;
  headless.canvas().record_into(&log);
  scene.draw(headless.canvas());
  headless.canvas().record_into(nullptr);
  std::string all;
  for (const render::DrawingLog::Drawn& text : log.texts) all += text.name + " ";
  return all;
}

// A table of one good score and `bad` scores that cannot be read, each with a long reason.
std::string table_with_bad_scores(int bad) {
  std::string scores =
      R"({"when": "a", "score": 900, "floor": 3, "level": 2, "xp": 10, "turns": 50, "cause": "first", "seed": 1,
          "won": false})";
  for (int i = 0; i < bad; ++i)
    scores += R"(, {"when": "b", "score": 5, "floor": "the second one, as far as I remember", "level": 1, "xp": 5,
                   "turns": 40, "cause": "bad", "seed": 2, "won": false})";
  return R"({"version": 1, "scores": [)" + scores + "]}";
}

}  // namespace

TEST_CASE("the scores screen says where a table with bad scores was kept, even when the notice is cut") {
  TestCanvas headless;
  TempFolder user("a-player-folder-with-a-rather-long-name-as-some-home-folders-have");
  std::ofstream(game::high_scores_path(user.path)) << table_with_bad_scores(4);
  RecordingRequests requests;
  scenes::HighScoresScene scores({requests, {.user_dir = user.path}, shipped_data()});
  const std::string drawn = drawn_text(scores, headless);
  CAPTURE(drawn);
  CHECK(drawn.find("highscores.json.bak") != std::string::npos);
  CHECK(drawn.find("...") != std::string::npos);  // what is left out is more than two lines: the cut shows
}

TEST_CASE("a notice that fits is shown whole; a longer one ends its last line in dots, within the width") {
  TestCanvas headless;
  render::Canvas& canvas = headless.canvas();
  const std::string notice = "one two three four five six seven eight nine ten eleven twelve";
  const int width = canvas.measure_text("one two three four", render::TextSize::Small).x;
  const auto whole = scenes::notice_lines(canvas, notice, width, 10);
  CHECK(whole == canvas.wrap_text(notice, width, render::TextSize::Small));
  const auto cut = scenes::notice_lines(canvas, notice, width, 2);
  REQUIRE(cut.size() == 2);
  CHECK(cut[0] == whole[0]);
  CHECK(cut[1].ends_with("..."));
  CHECK(canvas.measure_text(cut[1], render::TextSize::Small).x <= width);
}
