#include "scenes/high_scores_scene.h"

#include <SDL.h>

#include <algorithm>

#include "render/color.h"

namespace scenes {

namespace {

constexpr int kTableWidth = 1100;
constexpr int kTableTop = 190;
constexpr int kButtonWidth = 220;
constexpr int kButtonHeight = 44;
constexpr int kWarningLineHeight = 18;

}  // namespace

HighScoresScene::HighScoresScene(SceneContext context)
    : context_(std::move(context)),
      table_view_((render::kLogicalWidth - kTableWidth) / 2, kTableTop, kTableWidth),
      back_{{(render::kLogicalWidth - kButtonWidth) / 2, kTableTop + HighScoreTableView::kHeight + 50, kButtonWidth,
             kButtonHeight},
            "Back"} {
  game::LoadedTable loaded = game::HighScoreTable::load(game::high_scores_path(context_.options.user_dir));
  table_ = std::move(loaded.table);
  warning_ = std::move(loaded.warning);
  if (!warning_.empty()) SDL_Log("%s", warning_.c_str());
}

void HighScoresScene::logic(const render::Input& input) {
  mouse_ = input.mouse_position();
  const bool key = input.was_pressed(SDLK_ESCAPE) || input.was_pressed(SDLK_RETURN) ||
                   input.was_pressed(SDLK_KP_ENTER) || input.was_pressed(SDLK_SPACE);
  // The title pushed this scene; popping returns to it as it was left.
  if ((key && !input.alt_held()) || back_.clicked(input)) context_.requests.pop();
}

void HighScoresScene::draw(render::Canvas& canvas) {
  canvas.clear(render::colors::kBackground);
  const int centre = render::kLogicalWidth / 2;
  canvas.text("HIGH SCORES", {centre, 50}, render::colors::kAccent, render::TextSize::Title, render::Align::Center);
  canvas.text("The best runs on this computer. Climb higher, fight harder, beat the Mouse King.", {centre, 140},
              render::colors::kTextDim, render::TextSize::Normal, render::Align::Center);
  table_view_.draw(canvas, table_.entries(), std::nullopt);
  const int below_table = table_view_.panel().y + table_view_.panel().h;
  if (!warning_.empty()) {
    const auto lines = canvas.wrap_text(warning_, kTableWidth, render::TextSize::Small);
    for (int i = 0; i < std::min<int>(2, static_cast<int>(lines.size())); ++i) {
      canvas.text(lines[i], {table_view_.panel().x, below_table + 6 + i * kWarningLineHeight}, render::colors::kBad,
                  render::TextSize::Small);
    }
  }
  back_.draw(canvas, mouse_, true);
  canvas.text("Esc or Enter: back to the title", {centre, render::kLogicalHeight - 40}, render::colors::kTextDim,
              render::TextSize::Small, render::Align::Center);
}

}  // namespace scenes
