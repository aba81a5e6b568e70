// SPDX-License-Identifier: MIT
#pragma once

#include <SDL.h>

#include <functional>
#include <vector>

#include "render/scene.h"
#include "scenes/menus/overlay_close.h"
#include "scenes/settings/controls.h"

namespace scenes {

// The game menu over the dimmed dungeon (Start on a controller, F10 on the
// keyboard): every command of a run in one list with its key or button, so a
// controller reaches what has no button of its own. Choosing one closes the
// menu and hands the command to the dungeon.
// Whether the game menu offers `command` (in every run; the debug console only in a --debug run).
bool is_in_game_menu(Command command);

class GameMenuScene : public render::Scene {
 public:
  using Run = std::function<void(Command)>;

  // `with_console`: the debug console is offered (a --debug run).
  GameMenuScene(render::SceneRequests& requests, Controls controls, Run run, bool with_console);

  void logic(const render::Input& input) override;
  void draw(render::Canvas& canvas) override;
  bool is_overlay() const override { return true; }
  bool lays_out_at_design_size() const override { return true; }

  // The entries, top to bottom; nullopt is "Resume".
  const std::vector<std::optional<Command>>& entries() const { return entries_; }
  int focused() const { return focused_; }

  static constexpr int kRowHeight = 28;
  static constexpr int kPanelWidth = 520;

  // Where entry `index` is drawn and clicked.
  SDL_Rect row(int index) const;
  SDL_Rect panel() const;

 private:
  void choose(int index);

  render::SceneRequests& requests_;
  KeyBindings keys_;  // copies: the menu never outlives what it names
  ButtonBindings buttons_;
  Run run_;
  OverlayClose close_;
  std::vector<std::optional<Command>> entries_;
  int focused_ = 0;
  bool chosen_ = false;
  core::Point mouse_{-1, -1};
  render::Prompts prompts_;
};

}  // namespace scenes
