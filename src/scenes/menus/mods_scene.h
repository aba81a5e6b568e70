// SPDX-License-Identifier: MIT
#pragma once

#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "content/mod_choice.h"
#include "json/diagnostics.h"
#include "render/button.h"
#include "render/scene.h"
#include "scenes/menus/menu_hints.h"
#include "scenes/scene_context.h"

namespace scenes {

// The Mods screen, opened from the title: the mods in the player's mods folder, each switched on or off
// and moved up or down the load order, with the keyboard or the mouse. Every change is loaded at once
// (data and sprites); only a choice that loads without errors is used and saved in settings.json, so the
// game always runs on content that works. Leaving after a change goes to a fresh title screen, which
// reads the saved run again with the new content.
class ModsScene : public render::Scene {
 public:
  static constexpr int kVisibleRows = 6;

  explicit ModsScene(SceneContext context);

  void logic(const render::Input& input) override;
  void draw(render::Canvas& canvas) override;
  bool lays_out_at_design_size() const override { return true; }

  const std::vector<content::ArrangedMod>& mods() const { return arranged_; }
  int focused() const { return focused_; }
  // What the latest change's load found, when it failed; the content in use stayed as it was.
  const std::optional<json::Diagnostics>& failed_load() const { return failed_load_; }
  // The screen rectangles a player clicks, for row `index` of the list (counted from the first mod).
  SDL_Rect switch_rect(int index) const;
  SDL_Rect up_rect(int index) const;
  SDL_Rect down_rect(int index) const;
  const render::Button& back_button() const { return back_; }

 private:
  void handle_keys(const render::Input& input);
  void handle_clicks(const render::Input& input);
  void toggle(int index);
  void move(int index, int by);
  void apply();
  void explain_a_choice_not_in_use();
  void leave();
  int first_shown() const;
  SDL_Rect row_rect(int index) const;

  void draw_row(render::Canvas& canvas, int index) const;
  void draw_empty(render::Canvas& canvas) const;
  void draw_status(render::Canvas& canvas) const;

  SceneContext context_;
  std::filesystem::path folder_;                   // the player's mods folder
  std::vector<content::ArrangedMod> arranged_;     // as shown: the choice in use, or the one that failed
  std::vector<std::filesystem::path> given_mods_;  // --mod folders: loaded after these, not chosen here
  std::string found_problems_;                     // mod folders whose mod.json cannot be read
  std::optional<json::Diagnostics> failed_load_;
  std::string status_;
  bool changed_ = false;  // the content in use is not the one the title was made with
  int focused_ = 0;
  render::Button back_;
  core::Point mouse_;
  std::string mods_hint() const;
  MenuKeyNames keys_;  // the hint's names: keys, or the controller's buttons after a controller press
};

}  // namespace scenes
