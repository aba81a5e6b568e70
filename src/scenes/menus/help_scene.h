// SPDX-License-Identifier: MIT
#pragma once

#include <vector>

#include "render/scene.h"
#include "scenes/menus/help_sheet.h"
#include "scenes/menus/overlay_close.h"
#include "scenes/settings/key_bindings.h"

namespace scenes {

// Every key of the game as the player has bound it, grouped, over the dimmed
// dungeon. Esc, Enter or a Help key closes it; Left/Right and Page Up/Down
// turn the pages when the list needs more than one.
class HelpScene : public render::Scene {
 public:
  HelpScene(render::SceneRequests& requests, Controls controls);

  void logic(const render::Input& input) override;
  void draw(render::Canvas& canvas) override;
  bool is_overlay() const override { return true; }
  bool lays_out_at_design_size() const override { return true; }

  const std::vector<HelpGroup>& sheet() const { return sheet_; }
  int page_count() const { return static_cast<int>(pages_.size()); }
  int page() const { return page_; }

  static constexpr SDL_Rect kPanel{90, 36, render::kDesignWidth - 180, render::kDesignHeight - 72};
  static constexpr int kColumns = 2;

 private:
  void draw_group(render::Canvas& canvas, const HelpGroup& group, core::Point top_left, int width,
                  int action_width) const;
  int keys_offset(render::Canvas& canvas) const;

  // The sheet in the names of the keys, or of the buttons after a controller press.
  void show_names_for(render::Prompts prompts);

  render::SceneRequests& requests_;
  // Copies, so that the scene never outlives the bindings it names.
  KeyBindings keys_;
  ButtonBindings buttons_;
  render::Prompts prompts_;
  OverlayClose close_;
  std::vector<HelpGroup> sheet_;
  std::vector<HelpPage> pages_;
  int page_ = 0;
};

}  // namespace scenes
