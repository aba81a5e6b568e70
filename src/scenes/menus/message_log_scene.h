// SPDX-License-Identifier: MIT
#pragma once

#include "game/model/message_log.h"
#include "render/scene.h"
#include "scenes/menus/overlay_close.h"

namespace scenes {

// The whole run's messages over the dimmed dungeon, newest at the bottom;
// scroll with the wheel, arrows or Page Up/Down; Esc or m closes it.
class MessageLogScene : public render::Scene {
 public:
  // `controls`: the bindings in force, whose message-log keys and buttons close it again.
  MessageLogScene(render::SceneRequests& requests, const game::MessageLog& log,
                  Controls controls = Controls::defaults());

  void logic(const render::Input& input) override;
  void draw(render::Canvas& canvas) override;
  bool is_overlay() const override { return true; }
  bool lays_out_at_design_size() const override { return true; }

  int scroll() const { return scroll_; }

 private:
  int visible_lines() const;
  int max_scroll() const;

  render::SceneRequests& requests_;
  const game::MessageLog& log_;
  OverlayClose close_;
  int scroll_ = 0;           // lines scrolled up from the newest
  render::Prompts prompts_;  // the hint names the controller's buttons after a controller press
};

}  // namespace scenes
