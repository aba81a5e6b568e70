#pragma once

#include <string>

#include "game/high_scores.h"
#include "render/button.h"
#include "render/scene.h"
#include "scenes/high_score_table_view.h"
#include "scenes/scene_context.h"

namespace scenes {

// The high-score table on its own, opened from the title screen; Esc, Enter
// or the Back button return to the title.
class HighScoresScene : public render::Scene {
 public:
  explicit HighScoresScene(SceneContext context);

  void logic(const render::Input& input) override;
  void draw(render::Canvas& canvas) override;

  const game::HighScoreTable& table() const { return table_; }
  const HighScoreTableView& table_view() const { return table_view_; }
  const render::Button& back_button() const { return back_; }

 private:
  SceneContext context_;
  game::HighScoreTable table_;
  std::string warning_;  // why the file was set aside, if it was
  HighScoreTableView table_view_;
  render::Button back_;
  core::Point mouse_;
};

}  // namespace scenes
