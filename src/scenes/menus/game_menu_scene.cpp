// SPDX-License-Identifier: MIT
#include "scenes/menus/game_menu_scene.h"

#include <algorithm>

#include "render/button.h"
#include "render/color.h"

namespace scenes {

namespace {

namespace colors = render::colors;
using render::Align;
using render::TextSize;

constexpr int kHeaderHeight = 52;
constexpr int kPadding = 18;

// What a run offers here, in the order a player looks for it; movement, waiting and what the app
// answers itself (screenshot, fullscreen, mute) stay on their keys and buttons.
std::vector<std::optional<Command>> menu_entries(bool with_console) {
  std::vector<std::optional<Command>> entries{std::nullopt,       Command::Explore,        Command::Rest,
                                              Command::Search,    Command::TravelStairsUp, Command::TravelStairsDown,
                                              Command::Look,      Command::Throw,          Command::Fire,
                                              Command::Inventory, Command::MessageLog,     Command::Help,
                                              Command::ZoomIn,    Command::ZoomOut,        Command::ReloadData};
  if (with_console) entries.emplace_back(Command::DebugConsole);
  entries.emplace_back(Command::Menu);
  return entries;
}

}  // namespace

bool is_in_game_menu(Command command) {
  const std::vector<std::optional<Command>> entries = menu_entries(true);
  return std::ranges::find(entries, std::optional(command)) != entries.end();
}

GameMenuScene::GameMenuScene(render::SceneRequests& requests, Controls controls, Run run, bool with_console)
    : requests_(requests),
      keys_(controls.keys),
      buttons_(controls.buttons),
      run_(std::move(run)),
      close_(controls, Command::GameMenu),
      entries_(menu_entries(with_console)) {}

SDL_Rect GameMenuScene::panel() const {
  const int height = kHeaderHeight + static_cast<int>(entries_.size()) * kRowHeight + 2 * kPadding;
  return {(render::kDesignWidth - kPanelWidth) / 2, (render::kDesignHeight - height) / 2, kPanelWidth, height};
}

SDL_Rect GameMenuScene::row(int index) const {
  const SDL_Rect box = panel();
  return {box.x + kPadding, box.y + kHeaderHeight + kPadding + index * kRowHeight, box.w - 2 * kPadding, kRowHeight};
}

void GameMenuScene::logic(const render::Input& input) {
  if (chosen_) return;  // closing after this frame: nothing more may happen
  prompts_ = input.prompts();
  mouse_ = input.mouse_position();
  if (close_.key_pressed(input) || OverlayClose::clicked_outside(input, panel())) return choose(0);
  const int count = static_cast<int>(entries_.size());
  for (int i = 0; i < count; ++i) {
    if (!render::contains(row(i), mouse_)) continue;
    if (input.mouse_moved()) focused_ = i;
    if (input.was_clicked(render::MouseButton::Left)) return choose(i);
  }
  if (input.pressed_or_repeated(SDLK_DOWN) || input.was_pressed(SDLK_TAB)) focused_ = (focused_ + 1) % count;
  if (input.pressed_or_repeated(SDLK_UP)) focused_ = (focused_ + count - 1) % count;
  if (input.was_pressed(SDLK_RETURN) || input.was_pressed(SDLK_KP_ENTER) || input.was_pressed(SDLK_SPACE)) {
    choose(focused_);
  }
}

// The menu goes first, so a command that opens a screen (the inventory, the help) opens it on
// the dungeon, not on the menu.
void GameMenuScene::choose(int index) {
  chosen_ = true;
  requests_.pop();
  if (const std::optional<Command> command = entries_[static_cast<std::size_t>(index)]) run_(*command);
}

void GameMenuScene::draw(render::Canvas& canvas) {
  canvas.fill_rect(canvas.whole_screen(), {0, 0, 0, 150});
  const SDL_Rect box = panel();
  canvas.fill_rect(box, colors::palette().panel);
  canvas.outline_rect(box, colors::palette().panel_border);
  canvas.text("Game menu", {box.x + kPadding, box.y + 12}, colors::palette().accent, TextSize::Large);
  canvas.text(close_.keys_text(prompts_) + " closes", {box.x + box.w - kPadding, box.y + 20},
              colors::palette().text_dim, TextSize::Small, Align::Right);
  const Controls controls{keys_, buttons_};
  for (int i = 0; i < static_cast<int>(entries_.size()); ++i) {
    const SDL_Rect line = row(i);
    const bool focused = i == focused_;
    if (focused) {
      canvas.fill_rect(line, colors::palette().button);
      canvas.outline_rect(line, colors::palette().accent, 2);
    }
    const int text_y = line.y + (line.h - canvas.line_height()) / 2;
    const std::optional<Command> command = entries_[static_cast<std::size_t>(i)];
    const std::string label = command ? std::string(core::label_of(kCommandNames, *command)) : "Resume";
    canvas.text(label, {line.x + 12, text_y}, focused ? colors::palette().accent : colors::palette().text);
    if (!command) continue;
    // Only what this device has: a command without a button is reached from here.
    const bool controller = prompts_.device == render::InputDevice::Controller;
    if (controller && buttons_.buttons(*command).empty()) continue;
    const std::string binding = first_binding_name(controls, *command, prompts_, "");
    canvas.text(binding, {line.x + line.w - 12, text_y}, colors::palette().text_dim, TextSize::Normal, Align::Right);
  }
}

}  // namespace scenes
