// SPDX-License-Identifier: MIT
#pragma once

#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "game/model/run_summary.h"
#include "game/replay/replay.h"
#include "game/saving/high_scores.h"
#include "render/button.h"
#include "render/scene.h"
#include "scenes/menus/high_score_table_view.h"
#include "scenes/menus/menu_hints.h"
#include "scenes/menus/run_story.h"
#include "scenes/scene_context.h"

namespace scenes {

// The end of a run, drawn over the dungeon: the screen fades to red (death)
// or gold (victory), then a panel tells how the run went and shows the
// high-score table with this run lit. Space, Enter or "Play again" start a
// new game; Esc goes back to the title.
class GameOverScene : public render::Scene {
 public:
  // Ticks the fade lasts; keys pressed before it ends are ignored, so a key
  // still held from the last move does not skip the screen.
  static constexpr int kFadeTicks = 45;

  // Records the run in the player's high-score file at once, so the score is
  // kept even if the game is closed on this screen; a run that made the table
  // keeps `replay` (nullopt when the run cannot be replayed) beside it.
  // `story` is the run's summary, written into the runs folder at once and shown before the table when
  // the fade ends (nullopt: none, as for a run restored from a finished save).
  GameOverScene(SceneContext context, game::RunSummary summary, std::optional<game::Replay> replay = std::nullopt,
                std::optional<RunStory> story = std::nullopt);

  void logic(const render::Input& input) override;
  void draw(render::Canvas& canvas) override;
  bool is_overlay() const override { return true; }
  bool lays_out_at_design_size() const override { return true; }

  const game::HighScoreTable& table() const { return table_; }
  // The table this run is ranked in and lit on: the daily runs' for a daily run, else the all-time one.
  const std::vector<game::HighScore>& shown_entries() const;
  // This run's 0-based place in the table; nullopt when it did not make the best ten.
  std::optional<int> rank() const { return rank_; }
  // Problems with the high-score file, as shown on screen.
  const std::vector<std::string>& notices() const { return notices_; }
  const HighScoreTableView& table_view() const { return table_view_; }
  const render::Button& play_again_button() const { return play_again_; }

 private:
  void record_run();
  void write_summary();
  void prune_summaries(const std::filesystem::path& user_dir) const;
  void show_table_only(const std::filesystem::path& user_dir);
  void play_again();
  void draw_fade(render::Canvas& canvas) const;
  void draw_summary(render::Canvas& canvas, const SDL_Rect& panel);
  void draw_notices(render::Canvas& canvas, int top);
  std::string score_line() const;

  SceneContext context_;
  game::RunSummary summary_;
  std::optional<game::Replay> replay_;
  std::optional<RunStory> story_;
  std::string summary_file_;  // the name the summary was written under in the runs folder; empty: none
  bool summary_shown_ = false;
  game::HighScoreTable table_;
  std::optional<int> rank_;
  std::vector<std::string> notices_;
  SDL_Rect panel_{};
  HighScoreTableView table_view_{0, 0, 0};
  render::Button play_again_;
  core::Point mouse_;
  MenuKeyNames keys_;  // the hint's names: keys, or the controller's buttons after a controller press
  int ticks_ = 0;
};

}  // namespace scenes
