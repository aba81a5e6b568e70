// SPDX-License-Identifier: MIT
#include "scenes/menus/message_log_scene.h"

#include <algorithm>
#include <string>

#include "render/color.h"

namespace scenes {

namespace {

constexpr SDL_Rect kLogPanel{140, 60, render::kDesignWidth - 280, render::kDesignHeight - 120};
constexpr int kLogPadding = 16;
constexpr int kLineHeight = 22;
constexpr int kLogHeaderHeight = 44;

}  // namespace

MessageLogScene::MessageLogScene(render::SceneRequests& requests, const game::MessageLog& log, Controls controls)
    : requests_(requests), log_(log), close_(controls, Command::MessageLog) {}

int MessageLogScene::visible_lines() const {
  return (kLogPanel.h - kLogHeaderHeight - 2 * kLogPadding) / kLineHeight;
}

int MessageLogScene::max_scroll() const {
  return std::max(0, static_cast<int>(log_.all().size()) - visible_lines());
}

void MessageLogScene::logic(const render::Input& input) {
  prompts_ = input.prompts();
  if (close_.key_pressed(input) || OverlayClose::clicked_outside(input, kLogPanel)) {
    requests_.pop();
    return;
  }
  int delta = input.wheel();
  if (input.pressed_or_repeated(SDLK_UP) || input.pressed_or_repeated(SDLK_k)) ++delta;
  if (input.pressed_or_repeated(SDLK_DOWN) || input.pressed_or_repeated(SDLK_j)) --delta;
  if (input.pressed_or_repeated(SDLK_PAGEUP)) delta += visible_lines();
  if (input.pressed_or_repeated(SDLK_PAGEDOWN)) delta -= visible_lines();
  if (input.was_pressed(SDLK_HOME)) delta = max_scroll();
  if (input.was_pressed(SDLK_END)) delta = -max_scroll();
  scroll_ = std::clamp(scroll_ + delta, 0, max_scroll());
}

void MessageLogScene::draw(render::Canvas& canvas) {
  canvas.fill_rect(canvas.whole_screen(), {0, 0, 0, 150});
  canvas.fill_rect(kLogPanel, render::colors::palette().panel);
  canvas.outline_rect(kLogPanel, render::colors::palette().panel_border);
  canvas.text("Message log", {kLogPanel.x + kLogPadding, kLogPanel.y + 10}, render::colors::palette().accent,
              render::TextSize::Large);
  const bool controller = prompts_.device == render::InputDevice::Controller;
  const std::string scroll = controller ? "Stick, d-pad, " + button_name(render::PadButton::LeftShoulder, prompts_) +
                                              "/" + button_name(render::PadButton::RightShoulder, prompts_)
                                        : std::string("Wheel, arrows, Page Up/Down");
  canvas.text(scroll + " to scroll   " + close_.keys_text(prompts_) + " to close",
              {kLogPanel.x + kLogPanel.w - kLogPadding, kLogPanel.y + 16}, render::colors::palette().text_dim,
              render::TextSize::Small, render::Align::Right);
  const auto& messages = log_.all();
  const int count = static_cast<int>(messages.size());
  const int last = count - 1 - scroll_;
  const int first = std::max(0, last - visible_lines() + 1);
  int y = kLogPanel.y + kLogHeaderHeight + kLogPadding;
  for (int i = first; i <= last; ++i) {
    const auto& message = messages[i];
    canvas.text(std::to_string(message.turn), {kLogPanel.x + kLogPadding + 60, y}, render::colors::palette().text_dim,
                render::TextSize::Small, render::Align::Right);
    canvas.text(message.shown(), {kLogPanel.x + kLogPadding + 80, y},
                i == count - 1 ? render::colors::palette().text : render::colors::palette().text_dim);
    y += kLineHeight;
  }
}

}  // namespace scenes
