// SPDX-License-Identifier: MIT
#pragma once

#include <nlohmann/json_fwd.hpp>
#include <optional>
#include <string>
#include <vector>

#include "core/enum_table.h"
#include "game/model/daily_run.h"
#include "game/world/world.h"
#include "render/button.h"
#include "render/scene.h"
#include "scenes/menus/menu_hints.h"
#include "scenes/scene_context.h"

namespace scenes {

// A run the dungeon could not save on the way to the title, and what the
// player is told about it.
struct UnsavedRun {
  game::World world;
  std::string notice;
  bool save_on_disk = false;  // an earlier save of this run is on disk
};

// The first screen: the game's name and a menu (Continue when a run is saved,
// New game, Daily run, High scores, Options, Mods, Quit) that works with the keyboard and the
// mouse. The daily run plays the seed of today's UTC date, once a day (see daily_record.h). A save that cannot be used
// is explained here, in plain words, and so is a run that could not be saved: Continue then resumes it from memory.
class TitleScene : public render::Scene {
 public:
  enum class Choice { Continue, NewGame, DailyRun, HighScores, Options, Mods, Quit };
  // The menu's buttons, top to bottom (Continue only when a run is saved).
  static constexpr auto kChoiceNames = core::enum_table<Choice>({
      {Choice::Continue, "continue", "Continue"},
      {Choice::NewGame, "new_game", "New game"},
      {Choice::DailyRun, "daily_run", "Daily run"},
      {Choice::HighScores, "high_scores", "High scores"},
      {Choice::Options, "options", "Options"},
      {Choice::Mods, "mods", "Mods"},
      {Choice::Quit, "quit", "Quit"},
  });

  explicit TitleScene(SceneContext context);
  // After a failed save: the run stays in memory, saved again on quitting.
  TitleScene(SceneContext context, UnsavedRun unsaved);

  void logic(const render::Input& input) override;
  void draw(render::Canvas& canvas) override;
  bool lays_out_at_design_size() const override { return true; }
  std::string on_quit() override;

  const std::vector<render::Button>& buttons() const { return buttons_; }
  Choice focused_choice() const { return choices_[static_cast<std::size_t>(focused_)]; }
  const std::string& notice() const { return notice_; }

 private:
  void build_menu();
  void choose(Choice choice);
  void start_new_game();
  void start_daily_run();
  void read_daily_record();
  std::string daily_refusal() const;
  bool abandon_saved_run(Choice again);
  void draw_parade(render::Canvas& canvas) const;
  void draw_notice(render::Canvas& canvas) const;
  nlohmann::json state_dump() const;

  SceneContext context_;
  std::optional<game::World> saved_run_;
  bool saved_run_is_unsaved_ = false;                // held in memory only, since its save failed
  bool unsaved_run_save_on_disk_ = false;            // an earlier save of that run is on disk
  std::string notice_;                               // why a save could not be used, or what New game would abandon
  std::optional<Choice> confirm_abandon_;            // the choice that, pressed again, abandons the saved run
  game::CalendarDate today_;                         // whose daily run the menu offers (UTC)
  std::optional<game::CalendarDate> daily_started_;  // the date of the last daily run started here
  bool save_kept_in_place_ = false;  // a save the data does not fit, on disk until a new game sets it aside
  std::vector<Choice> choices_;      // what each button does
  std::vector<render::Button> buttons_;
  int focused_ = 0;
  MenuKeyNames keys_;  // the hint's names: keys, or the controller's buttons after a controller press
  core::Point mouse_;
  int ticks_ = 0;
};

}  // namespace scenes
