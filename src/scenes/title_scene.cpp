#include "scenes/title_scene.h"

#include "render/color.h"
#include "scenes/dungeon_scene.h"
#include "scenes/high_scores_scene.h"
#include "scenes/options_scene.h"

namespace scenes {

namespace {

constexpr int kButtonWidth = 280;
constexpr int kButtonHeight = 48;
constexpr int kFirstButtonY = 400;
constexpr int kButtonGap = 12;

const char* const kParade[] = {"micro_mouse", "neo_mouse",  "tough_mouse", "mouse_king",
                               "rabid_mouse", "meta_mouse", "player"};

}  // namespace

TitleScene::TitleScene(SceneContext context) : context_(std::move(context)) {
  const int x = (render::kLogicalWidth - kButtonWidth) / 2;
  for (const char* label : {"New game", "High scores", "Options", "Quit"}) {
    const int y = kFirstButtonY + static_cast<int>(buttons_.size()) * (kButtonHeight + kButtonGap);
    buttons_.push_back({{x, y, kButtonWidth, kButtonHeight}, label});
  }
}

void TitleScene::logic(const render::Input& input) {
  ++ticks_;
  mouse_ = input.mouse_position();
  const int count = static_cast<int>(buttons_.size());
  if (input.mouse_moved()) {
    for (int i = 0; i < count; ++i) {
      if (buttons_[i].hovered_by(mouse_)) focused_ = i;
    }
  }
  if (input.pressed_or_repeated(SDLK_DOWN) || input.was_pressed(SDLK_TAB)) focused_ = (focused_ + 1) % count;
  if (input.pressed_or_repeated(SDLK_UP)) focused_ = (focused_ + count - 1) % count;
  for (int i = 0; i < count; ++i) {
    if (buttons_[i].clicked(input)) return choose(static_cast<Choice>(i));
  }
  const bool confirm =
      input.was_pressed(SDLK_RETURN) || input.was_pressed(SDLK_KP_ENTER) || input.was_pressed(SDLK_SPACE);
  if (confirm && !input.alt_held()) return choose(static_cast<Choice>(focused_));
  if (input.was_pressed(SDLK_ESCAPE) || input.was_pressed(SDLK_q)) choose(Choice::Quit);
}

void TitleScene::choose(Choice choice) {
  if (choice == Choice::Quit) return context_.requests.quit();
  // Pushed, so Back returns to this title with the same button focused.
  if (choice == Choice::HighScores) return context_.requests.push(std::make_unique<HighScoresScene>(context_));
  if (choice == Choice::Options) return context_.requests.push(std::make_unique<OptionsScene>(context_));
  context_.requests.switch_to(std::make_unique<DungeonScene>(context_, choose_seed(context_.options)));
}

void TitleScene::draw(render::Canvas& canvas) {
  canvas.clear(render::colors::kBackground);
  const int centre = render::kLogicalWidth / 2;
  canvas.text("MOUSE KING", {centre, 120}, render::colors::kAccent, render::TextSize::Title, render::Align::Center);
  canvas.text("The lab mice escaped with microchips in their brains. Bring them back.", {centre, 210},
              render::colors::kTextDim, render::TextSize::Normal, render::Align::Center);
  draw_parade(canvas);
  for (int i = 0; i < static_cast<int>(buttons_.size()); ++i) buttons_[i].draw(canvas, mouse_, i == focused_);
  canvas.text("Arrows and Enter, or click.   F11: fullscreen", {centre, render::kLogicalHeight - 40},
              render::colors::kTextDim, render::TextSize::Small, render::Align::Center);
}

// The cast of the game in a row, bobbing gently.
void TitleScene::draw_parade(render::Canvas& canvas) const {
  constexpr int kSize = 64;
  constexpr int kGap = 24;
  const int count = static_cast<int>(std::size(kParade));
  const int left = (render::kLogicalWidth - count * kSize - (count - 1) * kGap) / 2;
  for (int i = 0; i < count; ++i) {
    const int bob = ((ticks_ / 12 + i) % 4 == 0) ? -4 : 0;
    canvas.sprite(kParade[i], {left + i * (kSize + kGap), 290 + bob, kSize, kSize});
  }
}

void TitleScene::on_quit() {
  write_state_dump(context_.options, "{\n  \"scene\": \"title\"\n}\n");
}

}  // namespace scenes
