// SPDX-License-Identifier: MIT
#include "scenes/menus/mods_scene.h"

#include <SDL.h>

#include <algorithm>

#include "scenes/menus/menu_sounds.h"
#include "scenes/menus/title_scene.h"
#include "scenes/settings/settings_file.h"

namespace scenes {

namespace {

constexpr int kListLeft = 140;
constexpr int kListTop = 168;
constexpr int kListWidth = 1000;
constexpr int kRowHeight = 58;
constexpr int kSwitchSize = 26;
constexpr int kArrowWidth = 34;
constexpr int kArrowHeight = 24;
constexpr int kBackWidth = 220;
constexpr int kBackHeight = 44;
constexpr int kBackTop = 620;

bool same_folder(const std::filesystem::path& a, const std::filesystem::path& b) {
  std::error_code error;
  return a == b || std::filesystem::equivalent(a, b, error);
}

// The --mod folders among the mods in use: they are not the mods folder's, and always load after them.
std::vector<std::filesystem::path> given_on_the_command_line(const std::vector<std::filesystem::path>& in_use,
                                                             const std::vector<content::ArrangedMod>& found) {
  std::vector<std::filesystem::path> given;
  for (const std::filesystem::path& folder : in_use) {
    const bool found_here = std::any_of(found.begin(), found.end(), [&](const content::ArrangedMod& mod) {
      return same_folder(mod.info.folder, folder);
    });
    if (!found_here) given.push_back(folder);
  }
  return given;
}

}  // namespace

ModsScene::ModsScene(SceneContext context)
    : context_(std::move(context)),
      back_{{(render::kDesignWidth - kBackWidth) / 2, kBackTop, kBackWidth, kBackHeight}, "Back"} {
  if (!context_.options.user_dir.empty()) folder_ = context_.options.user_dir / "mods";
  json::Diagnostics problems;
  if (!folder_.empty()) arranged_ = content::arrange_mods_in(folder_, context_.settings->settings.mods, problems);
  found_problems_ = problems.to_string();
  given_mods_ = given_on_the_command_line(context_.data->content().sources().mod_dirs, arranged_);
  const std::size_t loaded = context_.data->content().mods().size() - given_mods_.size();
  status_ = std::to_string(loaded) + " of " + std::to_string(arranged_.size()) + " mods loaded.";
  explain_a_choice_not_in_use();
}

// The game started without the folder's mods when they had errors (see main.cpp): the screen shows why.
void ModsScene::explain_a_choice_not_in_use() {
  const std::vector<std::filesystem::path> chosen = content::enabled_folders(arranged_);
  const std::size_t loaded = context_.data->content().mods().size() - given_mods_.size();
  if (chosen.size() == loaded) return;
  std::vector<std::filesystem::path> folders = chosen;
  folders.insert(folders.end(), given_mods_.begin(), given_mods_.end());
  failed_load_ = context_.data->check_mods(std::move(folders));
  if (!failed_load_) return;
  status_ = "The mods chosen here have errors, so the game started without them. Change the choice or fix the mod.";
}

void ModsScene::logic(const render::Input& input) {
  mouse_ = input.mouse_position();
  keys_ = MenuKeyNames::of(input);
  if (input.was_pressed(SDLK_ESCAPE) || back_.clicked(input)) return leave();
  const int focused_before = focused_;
  handle_keys(input);
  handle_clicks(input);
  if (focused_ != focused_before) context_.sounds->play(kMenuMoveSound);
}

void ModsScene::handle_keys(const render::Input& input) {
  const int count = static_cast<int>(arranged_.size());
  if (count == 0) {
    if (input.was_pressed(SDLK_RETURN) || input.was_pressed(SDLK_KP_ENTER)) leave();
    return;
  }
  // Shift, or the controller's left shoulder button, held: the arrows move the mod in the order.
  const bool moving = input.shift_held() || input.pad_down(render::PadButton::LeftShoulder);
  if (input.pressed_or_repeated(SDLK_UP)) moving ? move(focused_, -1) : void(focused_ = std::max(focused_ - 1, 0));
  if (input.pressed_or_repeated(SDLK_DOWN)) {
    moving ? move(focused_, 1) : void(focused_ = std::min(focused_ + 1, count - 1));
  }
  if (input.was_pressed(SDLK_SPACE) || input.was_pressed(SDLK_RETURN) || input.was_pressed(SDLK_KP_ENTER)) {
    toggle(focused_);
  }
}

void ModsScene::handle_clicks(const render::Input& input) {
  if (!input.was_clicked(render::MouseButton::Left)) return;
  const int first = first_shown();
  const int last = std::min(first + kVisibleRows, static_cast<int>(arranged_.size()));
  for (int i = first; i < last; ++i) {
    if (render::contains(switch_rect(i), mouse_)) return toggle(i);
    if (render::contains(up_rect(i), mouse_)) return move(i, -1);
    if (render::contains(down_rect(i), mouse_)) return move(i, 1);
    if (render::contains(row_rect(i), mouse_)) focused_ = i;
  }
}

void ModsScene::toggle(int index) {
  focused_ = index;
  content::ArrangedMod& mod = arranged_[static_cast<std::size_t>(index)];
  mod.enabled = !mod.enabled;
  apply();
}

void ModsScene::move(int index, int by) {
  const int to = index + by;
  if (to < 0 || to >= static_cast<int>(arranged_.size())) return;
  std::swap(arranged_[static_cast<std::size_t>(index)], arranged_[static_cast<std::size_t>(to)]);
  focused_ = to;
  apply();
}

// Loads the choice shown; the game keeps the content in use when it has errors.
void ModsScene::apply() {
  std::vector<std::filesystem::path> folders = content::enabled_folders(arranged_);
  folders.insert(folders.end(), given_mods_.begin(), given_mods_.end());
  failed_load_ = context_.data->load_mods(std::move(folders));
  if (failed_load_) {
    status_ = "Not loaded: the game goes on with the mods it had. Change the choice or fix the mod.";
    SDL_Log("Mods: %s", failed_load_->to_string().c_str());
    return;
  }
  changed_ = true;
  context_.sounds->use_sounds(context_.data->sound_files());
  Settings& settings = context_.settings->settings;
  settings.mods = content::choice_of(arranged_, settings.mods);
  const int enabled = static_cast<int>(
      std::count_if(arranged_.begin(), arranged_.end(), [](const content::ArrangedMod& mod) { return mod.enabled; }));
  status_ = std::to_string(enabled) + " of " + std::to_string(arranged_.size()) + " mods loaded.";
  if (context_.settings->file.empty()) return;
  if (const core::Result<void> saved = save_player_settings(*context_.settings); !saved)
    status_ += " The choice could not be saved: " + saved.error();
}

void ModsScene::leave() {
  if (!changed_) return context_.requests.pop();
  // The title below was made with the old content: its saved run is read again with the new.
  context_.requests.switch_to(std::make_unique<TitleScene>(context_));
}

// The list scrolls so that the focused mod is always shown.
int ModsScene::first_shown() const {
  const int count = static_cast<int>(arranged_.size());
  return std::clamp(focused_ - kVisibleRows + 1, 0, std::max(0, count - kVisibleRows));
}

SDL_Rect ModsScene::row_rect(int index) const {
  return {kListLeft, kListTop + (index - first_shown()) * kRowHeight, kListWidth, kRowHeight - 6};
}

SDL_Rect ModsScene::switch_rect(int index) const {
  const SDL_Rect row = row_rect(index);
  return {row.x + 14, row.y + (row.h - kSwitchSize) / 2, kSwitchSize, kSwitchSize};
}

SDL_Rect ModsScene::up_rect(int index) const {
  const SDL_Rect row = row_rect(index);
  return {row.x + row.w - 2 * kArrowWidth - 20, row.y + (row.h - kArrowHeight) / 2, kArrowWidth, kArrowHeight};
}

SDL_Rect ModsScene::down_rect(int index) const {
  const SDL_Rect up = up_rect(index);
  return {up.x + kArrowWidth + 8, up.y, kArrowWidth, kArrowHeight};
}

}  // namespace scenes
