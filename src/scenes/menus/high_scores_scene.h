// SPDX-License-Identifier: MIT
#pragma once

#include <optional>
#include <string>

#include "game/replay/replay.h"
#include "game/saving/high_scores.h"
#include "render/button.h"
#include "render/scene.h"
#include "scenes/menus/high_score_table_view.h"
#include "scenes/menus/menu_hints.h"
#include "scenes/scene_context.h"

namespace scenes {

// The high-score table on its own, opened from the title screen. Up/Down or a
// click picks a run; Enter or "Watch replay" plays the run's replay back, S or "Summary" opens its summary;
// Esc, or Enter with no run picked, or the Back button return to the title.
// Two tabs, "All-time" and "Daily runs" (Left/Right or a click), show the two tables.
class HighScoresScene : public render::Scene {
 public:
  explicit HighScoresScene(SceneContext context);

  void logic(const render::Input& input) override;
  void draw(render::Canvas& canvas) override;
  bool lays_out_at_design_size() const override { return true; }

  const game::HighScoreTable& table() const { return table_; }
  const HighScoreTableView& table_view() const { return table_view_; }
  const render::Button& back_button() const { return back_; }
  const render::Button& watch_button() const { return watch_; }
  const render::Button& summary_button() const { return summary_; }
  std::optional<int> selected_rank() const { return selected_; }
  // Whether the daily runs' table is shown rather than the all-time one.
  bool showing_daily() const { return showing_daily_; }
  // The table shown: the all-time runs or the daily ones.
  const std::vector<game::HighScore>& shown_entries() const;
  const render::Button& all_time_tab() const { return all_time_tab_; }
  const render::Button& daily_tab() const { return daily_tab_; }
  // Why the picked run cannot be watched (no replay kept, or a broken one); empty when it can.
  const std::string& replay_notice() const { return replay_notice_; }

 private:
  void select(const render::Input& input);
  void switch_tables(const render::Input& input);
  void show_daily(bool daily);
  void pick(int rank);
  void watch();
  void pick_summary(const std::string& file);
  void open_summary();
  void draw_replay_notice(render::Canvas& canvas) const;

  SceneContext context_;
  game::HighScoreTable table_;
  std::string warning_;  // why the file was set aside, if it was
  HighScoreTableView table_view_;
  render::Button watch_;
  render::Button summary_;
  render::Button back_;
  render::Button all_time_tab_;
  render::Button daily_tab_;
  bool showing_daily_ = false;
  std::optional<int> selected_;
  std::optional<game::Replay> selected_replay_;
  std::optional<std::string> selected_summary_;  // the picked run's summary, when it kept one that can be read  // the
                                                 // picked run's, when it has one that can be read
  std::string replay_notice_;
  bool replay_is_broken_ = false;   // a kept replay that cannot be read, not merely none
  bool replay_is_changed_ = false;  // a replay recorded with other game data: it can be watched, with a warning
  core::Point mouse_;
  MenuKeyNames keys_;  // the hint's names: keys, or the controller's buttons after a controller press
};

}  // namespace scenes
