#pragma once

#include <vector>

#include "render/button.h"
#include "render/scene.h"
#include "scenes/scene_context.h"

namespace scenes {

// The first screen: the game's name and a menu (New game, High scores, Options, Quit)
// that works with the keyboard and the mouse.
class TitleScene : public render::Scene {
 public:
  explicit TitleScene(SceneContext context);

  void logic(const render::Input& input) override;
  void draw(render::Canvas& canvas) override;
  void on_quit() override;

  const std::vector<render::Button>& buttons() const { return buttons_; }

 private:
  enum class Choice { NewGame, HighScores, Options, Quit };  // in the order of the buttons
  void choose(Choice choice);
  void draw_parade(render::Canvas& canvas) const;

  SceneContext context_;
  std::vector<render::Button> buttons_;
  int focused_ = 0;
  core::Point mouse_;
  int ticks_ = 0;
};

}  // namespace scenes
