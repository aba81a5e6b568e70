// SPDX-License-Identifier: MIT
#pragma once

#include <optional>
#include <string>

#include "game/replay/replay.h"
#include "render/button.h"
#include "render/scene.h"
#include "scenes/menus/menu_hints.h"
#include "scenes/menus/run_summary_layout.h"
#include "scenes/scene_context.h"

namespace scenes {

// A finished run's summary (game/session/run_summary_text.h) on one screen: shown after the game-over
// fade, before the high-score table, and opened from the table for any run that kept one. Enter, Space,
// Esc or "Continue" go back; R or "Watch replay" plays the run again when its replay is at hand. The wheel,
// the arrows and Page Up/Down scroll the columns when one holds more than the screen.
class RunSummaryScene : public render::Scene {
 public:
  RunSummaryScene(SceneContext context, const std::string& summary_text, std::optional<game::Replay> replay);

  void logic(const render::Input& input) override;
  void draw(render::Canvas& canvas) override;
  bool lays_out_at_design_size() const override { return true; }

  const SummaryColumns& parts() const { return parts_; }
  const render::Button& continue_button() const { return continue_; }
  const render::Button& watch_button() const { return watch_; }
  int scroll() const { return scroll_; }
  int max_scroll() const { return max_scroll_; }

 private:
  void draw_facts(render::Canvas& canvas) const;
  void scroll_by(const render::Input& input);
  int draw_column(render::Canvas& canvas, const std::vector<SummarySection>& sections, const SDL_Rect& area) const;
  static bool shows(const SDL_Rect& area, int y, int height);
  int draw_section(render::Canvas& canvas, const SummarySection& section, const SDL_Rect& area, int y) const;
  void draw_scroll_bar(render::Canvas& canvas, const SDL_Rect& area, int tallest) const;
  int draw_hp_chart(render::Canvas& canvas, const SummarySection& section, const SDL_Rect& area, int y) const;

  SceneContext context_;
  SummaryColumns parts_;
  std::optional<game::Replay> replay_;
  render::Button continue_;
  render::Button watch_;
  core::Point mouse_;
  MenuKeyNames keys_;   // the hint's names: keys, or the controller's buttons after a controller press
  int scroll_ = 0;      // how far down the columns are scrolled, in UI units
  int max_scroll_ = 0;  // the tallest column's height past the screen's, as last drawn
};

}  // namespace scenes
