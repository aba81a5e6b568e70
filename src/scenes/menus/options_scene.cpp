// SPDX-License-Identifier: MIT
#include "scenes/menus/options_scene.h"

#include <SDL.h>

#include <algorithm>
#include <array>
#include <cmath>
#include <ranges>

#include "render/button.h"
#include "render/controller_background.h"
#include "scenes/menus/menu_sounds.h"
#include "scenes/menus/options_layout.h"
#include "scenes/menus/options_view.h"
#include "scenes/settings/settings_file.h"

namespace scenes {

namespace {

namespace layout = options_layout;

// Window sizes offered on the screen; a hand-written size steps to the nearest.
constexpr std::array<core::Point, 5> kWindowSizes{{{960, 540}, {1280, 720}, {1600, 900}, {1920, 1080}, {2560, 1440}}};

// Walk speeds offered on the screen, in steps a second; the last is as fast as the game goes.
constexpr std::array<int, 4> kWalkSpeeds{10, 20, 40, Settings::kInstantWalkSpeed};
constexpr int kPercentStep = 10;

// The next multiple of ten up or down within [min, max]; a hand-written 55 goes to 60 or 50.
int step_percent(int percent, int delta, int min, int max) {
  const int next = delta > 0 ? (percent / kPercentStep + 1) * kPercentStep
                             : ((percent + kPercentStep - 1) / kPercentStep - 1) * kPercentStep;
  return std::clamp(next, min, max);
}

// The next offered speed faster (delta > 0) or slower than `speed`; `speed`
// itself at either end, so a hand-written speed is never lost by accident.
int step_walk_speed(int speed, int delta) {
  if (delta > 0) {
    const auto faster = std::ranges::find_if(kWalkSpeeds, [&](int offered) { return offered > speed; });
    return faster == kWalkSpeeds.end() ? speed : *faster;
  }
  const auto slower =
      std::ranges::find_if(kWalkSpeeds | std::views::reverse, [&](int offered) { return offered < speed; });
  return slower == (kWalkSpeeds | std::views::reverse).end() ? speed : *slower;
}

int step_volume(int percent, int delta) {
  return step_percent(percent, delta, 0, Settings::kMaxVolume);
}

AnimationSpeed step_animations(AnimationSpeed speed, int delta) {
  const int next = std::clamp(static_cast<int>(speed) + delta, 0, static_cast<int>(kAnimationSpeedNames.size()) - 1);
  return static_cast<AnimationSpeed>(next);
}

// The next theme, round the list: there are only three, and none is "more" than another.
render::Theme step_theme(render::Theme theme, int delta) {
  const int count = static_cast<int>(render::kThemeNames.size());
  return static_cast<render::Theme>((static_cast<int>(theme) + delta + count) % count);
}

// The next offered size wider (delta > 0) or narrower than `size`; `size`
// itself at either end, so a hand-written size is never lost by accident.
core::Point step_window_size(core::Point size, int delta) {
  if (delta > 0) {
    const auto wider = std::ranges::find_if(kWindowSizes, [&](core::Point offered) { return offered.x > size.x; });
    return wider == kWindowSizes.end() ? size : *wider;
  }
  const auto narrower =
      std::ranges::find_if(kWindowSizes | std::views::reverse, [&](core::Point offered) { return offered.x < size.x; });
  return narrower == (kWindowSizes | std::views::reverse).end() ? size : *narrower;
}

std::string label(Command command) {
  return std::string(core::label_of(kCommandNames, command));
}

std::string button_text(render::PadButton button) {
  return std::string(render::button_label(button, render::PadStyle::Xbox));
}

}  // namespace

render::AppKeys app_keys_of(const Settings& settings) {
  const KeyBindings& keys = settings.keys;
  const ButtonBindings& buttons = settings.buttons;
  return {.fullscreen = keys.keys(Command::Fullscreen),
          .screenshot = keys.keys(Command::Screenshot),
          .mute = keys.keys(Command::Mute),
          .fullscreen_buttons = buttons.buttons(Command::Fullscreen),
          .screenshot_buttons = buttons.buttons(Command::Screenshot),
          .mute_buttons = buttons.buttons(Command::Mute),
          .menu_buttons = buttons.menu()};
}

OptionsScene::OptionsScene(SceneContext context) : context_(std::move(context)) {}

void OptionsScene::logic(const render::Input& input) {
  follow_the_window();
  mouse_ = input.mouse_position();
  prompts_ = input.prompts();
  if (capture_) return capture_->controller ? handle_button_capture(input) : handle_capture(input);
  if (input.was_pressed(SDLK_ESCAPE)) return context_.requests.pop();
  const int focused_before = focused_;
  handle_tabs(input);
  handle_pointer(input);
  handle_keyboard(input);
  if (input.wheel() != 0 && render::contains(layout::binding_list(), mouse_)) {
    const int most = std::max(0, layout::binding_row_count(tab_) - layout::kVisibleKeyRows);
    scroll_ = std::clamp(scroll_ - input.wheel(), 0, most);
  }
  if (focused_ != focused_before) {
    context_.sounds->play(kMenuMoveSound);
    keep_focus_in_view();
  }
}

void OptionsScene::handle_capture(const render::Input& input) {
  const bool clicked = input.was_clicked(render::MouseButton::Left) || input.was_clicked(render::MouseButton::Right);
  const std::optional<SDL_Keycode> key = input.latest_press();
  // A controller player who opened a key's capture by mistake leaves it with the cancel button.
  const bool cancelled = input.latest_pad_press() && input.was_pressed(SDLK_ESCAPE);
  if (!clicked && !key && !cancelled) return;
  const Capture capture = *capture_;
  capture_.reset();
  // Esc always cancels, so it can never be captured by mistake.
  if (clicked || cancelled || *key == SDLK_ESCAPE) {
    return say_nothing_changed();
  }
  bind(capture, *key);
}

void OptionsScene::say_nothing_changed() {
  note_ = "Nothing changed.";
  note_tone_ = NoteTone::Done;
}

// Every button can be captured, the cancel button too; Esc or a click cancels.
void OptionsScene::handle_button_capture(const render::Input& input) {
  const bool clicked = input.was_clicked(render::MouseButton::Left) || input.was_clicked(render::MouseButton::Right);
  const std::optional<render::PadButton> button = input.latest_pad_press();
  const bool escape = input.latest_press() == SDLK_ESCAPE;
  if (!clicked && !button && !escape) return;
  const Capture capture = *capture_;
  capture_.reset();
  if (clicked || escape || !button) {
    return say_nothing_changed();
  }
  bind_button(capture, *button);
}

// Page Up and Page Down (the shoulder buttons) or a click on a tab turn the bindings column over.
void OptionsScene::handle_tabs(const render::Input& input) {
  if (input.was_pressed(SDLK_PAGEUP)) show_tab(layout::BindingTab::Keys);
  if (input.was_pressed(SDLK_PAGEDOWN)) show_tab(layout::BindingTab::Controller);
  if (!input.was_clicked(render::MouseButton::Left)) return;
  for (layout::BindingTab tab : {layout::BindingTab::Keys, layout::BindingTab::Controller}) {
    if (render::contains(layout::tab_rect(tab), mouse_)) show_tab(tab);
  }
}

void OptionsScene::show_tab(layout::BindingTab tab) {
  if (tab == tab_) return;
  // The buttons below the list keep the focus; a row past the shorter list goes to its last row.
  const bool on_buttons = focused_ >= layout::reset_item(tab_);
  const int from_end = focused_ - layout::reset_item(tab_);
  tab_ = tab;
  if (on_buttons) focused_ = layout::reset_item(tab_) + from_end;
  focused_ = std::min(focused_, layout::focus_count(tab_) - 1);
  scroll_ = 0;
  keep_focus_in_view();
  context_.sounds->play(kMenuMoveSound);
}

void OptionsScene::keep_focus_in_view() {
  if (!binding_row_of(focused_)) return;
  const int row = focused_ - layout::kFirstKeyRow;
  if (row < scroll_) scroll_ = row;
  if (row >= scroll_ + layout::kVisibleKeyRows) scroll_ = row - layout::kVisibleKeyRows + 1;
}

std::optional<layout::BindingRow> OptionsScene::binding_row_of(int item) const {
  if (item < layout::kFirstKeyRow || item >= layout::reset_item(tab_)) return std::nullopt;
  return layout::binding_row_at(item - layout::kFirstKeyRow);
}

void OptionsScene::start_capture(int item, bool adds) {
  const std::optional<layout::BindingRow> row = binding_row_of(item);
  if (!row) return;
  const bool controller = tab_ == layout::BindingTab::Controller;
  // A menu role has one button: there is nothing to add it to.
  capture_ = Capture{*row, adds && !row->role, controller};
}

void OptionsScene::handle_keyboard(const render::Input& input) {
  const int count = layout::focus_count(tab_);
  if (input.pressed_or_repeated(SDLK_DOWN) || input.was_pressed(SDLK_TAB)) focused_ = (focused_ + 1) % count;
  if (input.pressed_or_repeated(SDLK_UP)) focused_ = (focused_ + count - 1) % count;
  if (focused_ < layout::kSettingRowCount) {
    if (input.pressed_or_repeated(SDLK_LEFT)) step_setting(focused_, -1);
    if (input.pressed_or_repeated(SDLK_RIGHT)) step_setting(focused_, +1);
  }
  if (const std::optional<layout::BindingRow> row = binding_row_of(focused_)) {
    // The controller's Y adds and Back clears, as Insert and Delete do on the keyboard.
    if (input.was_pressed(SDLK_INSERT) || input.pad_pressed(render::PadButton::Y)) start_capture(focused_, true);
    const bool clear = input.was_pressed(SDLK_DELETE) || input.was_pressed(SDLK_BACKSPACE) ||
                       input.pad_pressed(render::PadButton::Back);
    if (clear) clear_binding(*row);
  }
  const bool confirm =
      input.was_pressed(SDLK_RETURN) || input.was_pressed(SDLK_KP_ENTER) || input.was_pressed(SDLK_SPACE);
  if (confirm) activate(focused_);
}

void OptionsScene::handle_pointer(const render::Input& input) {
  const bool left = input.was_clicked(render::MouseButton::Left);
  const bool right = input.was_clicked(render::MouseButton::Right);
  for (int row = 0; row < layout::kSettingRowCount; ++row) {
    if (!render::contains(layout::setting_row(row), mouse_)) continue;
    if (input.mouse_moved() || left) focused_ = row;
    if (left) step_setting(row, render::contains(layout::decrease_arrow(row), mouse_) ? -1 : +1);
    return;
  }
  const int shown = std::min(layout::kVisibleKeyRows, layout::binding_row_count(tab_) - scroll_);
  for (int visible = 0; visible < shown; ++visible) {
    if (!render::contains(layout::key_row(visible), mouse_)) continue;
    const int item = layout::kFirstKeyRow + scroll_ + visible;
    if (input.mouse_moved() || left || right) focused_ = item;
    if (left || right) start_capture(item, right);
    return;
  }
  for (int item : {layout::reset_item(tab_), layout::back_item(tab_)}) {
    const SDL_Rect rect = item == layout::reset_item(tab_) ? layout::reset_button() : layout::back_button();
    if (!render::contains(rect, mouse_)) continue;
    if (input.mouse_moved()) focused_ = item;
    if (left) activate(item);
  }
}

// The rows show the window as it is, so an arrow steps from its real size; what the player did
// to it is kept with the next change saved here, as a change made on this screen would be.
void OptionsScene::follow_the_window() {
  if (!context_.window) return;
  const render::WindowState now = context_.window->window_state();
  Settings& shown = context_.settings->settings;
  shown.fullscreen = now.fullscreen;
  shown.window_width = std::clamp(now.windowed_size.x, Settings::kMinWindowSide, Settings::kMaxWindowSide);
  shown.window_height = std::clamp(now.windowed_size.y, Settings::kMinWindowSide, Settings::kMaxWindowSide);
}

void OptionsScene::activate(int item) {
  if (item < layout::kSettingRowCount) return step_setting(item, +1);
  if (binding_row_of(item)) return start_capture(item, false);
  if (item == layout::reset_item(tab_)) return reset_keys();
  context_.requests.pop();
}

void OptionsScene::step_setting(int row, int delta) {
  Settings next = settings();
  switch (static_cast<layout::SettingRow>(row)) {
    case layout::SettingRow::WindowMode: next.fullscreen = !next.fullscreen; break;
    case layout::SettingRow::WindowSize: {
      const core::Point size = step_window_size({next.window_width, next.window_height}, delta);
      next.window_width = size.x;
      next.window_height = size.y;
      break;
    }
    case layout::SettingRow::UiScale:
      next.ui_scale =
          std::clamp(next.ui_scale + delta * render::kUiScaleStep, render::kMinUiScale, render::kMaxUiScale);
      break;
    case layout::SettingRow::Zoom:
      next.zoom = std::clamp(next.zoom + delta, Settings::kMinZoom, Settings::kMaxZoom);
      break;
    case layout::SettingRow::MessageLines:
      next.message_lines =
          std::clamp(next.message_lines + delta, Settings::kMinMessageLines, Settings::kMaxMessageLines);
      break;
    case layout::SettingRow::Animations: next.animations = step_animations(next.animations, delta); break;
    case layout::SettingRow::WalkSpeed:
      next.walk_steps_per_second = step_walk_speed(next.walk_steps_per_second, delta);
      break;
    case layout::SettingRow::StopHp:
      next.stop_below_hp_percent =
          step_percent(next.stop_below_hp_percent, delta, Settings::kMinStopHpPercent, Settings::kMaxStopHpPercent);
      break;
    case layout::SettingRow::Theme: next.theme = step_theme(next.theme, delta); break;
    case layout::SettingRow::MasterVolume: next.sound.master = step_volume(next.sound.master, delta); break;
    case layout::SettingRow::EffectsVolume: next.sound.effects = step_volume(next.sound.effects, delta); break;
    case layout::SettingRow::MusicVolume: next.sound.music = step_volume(next.sound.music, delta); break;
    case layout::SettingRow::Sound: next.sound.muted = !next.sound.muted; break;
    case layout::SettingRow::ControllerInBackground:
      next.controller_in_background = !next.controller_in_background;
      break;
  }
  if (next == settings()) return;  // already at the end of the range: nothing to save
  apply(std::move(next), "");
}

void OptionsScene::bind(const Capture& capture, SDL_Keycode key) {
  if (!capture.row.command) return;
  const Command command = *capture.row.command;
  if (const std::optional<Command> essential = settings().keys.essential_left_without(command, key)) {
    return refuse(key_name(key) + " is the only key of " + label(*essential) +
                  ", which a run cannot do without. Give " + label(*essential) + " another key first.");
  }
  Settings next = settings();
  const std::optional<Command> taken_from =
      capture.adds ? next.keys.add(command, key) : next.keys.replace(command, key);
  std::string note = key_name(key) + " is now " + (capture.adds ? "also " : "") + "the key for " + label(command) + ".";
  const bool left_keyless = taken_from && next.keys.keys(*taken_from).empty();
  if (taken_from) {
    note += " It was taken from " + label(*taken_from) + (left_keyless ? ", which has no key now" : "") + ".";
  }
  if (left_keyless) note += " " + how_to_give_back(*taken_from);
  apply(std::move(next), std::move(note), left_keyless ? NoteTone::Warning : NoteTone::Done);
}

void OptionsScene::bind_button(const Capture& capture, render::PadButton button) {
  const std::string name = button_text(button);
  Settings next = settings();
  if (capture.row.role) {
    const MenuRole role = *capture.row.role;
    if (std::optional<std::string> refusal = next.buttons.set(role, button)) return refuse(*refusal + ".");
    return apply(std::move(next), name + " is now the button that " +
                                      (role == MenuRole::Confirm ? "confirms" : "cancels") + " in menus.");
  }
  const Command command = *capture.row.command;
  if (const std::optional<Command> essential = settings().buttons.essential_left_without(command, button)) {
    return refuse(name + " is the only button of " + label(*essential) + ", which a controller player cannot do " +
                  "without. Give " + label(*essential) + " another button first.");
  }
  const std::optional<Command> taken_from =
      capture.adds ? next.buttons.add(command, button) : next.buttons.replace(command, button);
  std::string note = name + " is now " + (capture.adds ? "also " : "") + "the button for " + label(command) + ".";
  const bool left_without = taken_from && next.buttons.buttons(*taken_from).empty();
  if (taken_from) {
    note += " It was taken from " + label(*taken_from) + (left_without ? ", which has no button now" : "") + ".";
  }
  apply(std::move(next), std::move(note), left_without ? NoteTone::Warning : NoteTone::Done);
}

void OptionsScene::clear_binding(layout::BindingRow row) {
  if (row.role) {
    return refuse(std::string(core::label_of(kMenuRoleNames, *row.role)) +
                  " must keep a button, or a controller could not get through the menus. A changes its button.");
  }
  if (tab_ == layout::BindingTab::Controller) return clear_buttons(*row.command);
  clear_keys(*row.command);
}

void OptionsScene::clear_buttons(Command command) {
  if (is_essential_on_controller(command)) {
    return refuse(label(command) + " must keep a button, or a controller player could not play. A changes its button.");
  }
  Settings next = settings();
  next.buttons.clear(command);
  apply(std::move(next), label(command) + " has no button now; it stays in the game menu. " + how_to_give_back(command),
        NoteTone::Warning);
}

void OptionsScene::clear_keys(Command command) {
  if (is_essential(command)) {
    const char* why =
        movement_of(command) ? ", or there would be no way to walk that way." : ", or a run would have no way out.";
    return refuse(label(command) + " must keep a key" + why + " Enter changes its key; Insert adds one more.");
  }
  Settings next = settings();
  next.keys.clear(command);
  apply(std::move(next), label(command) + " has no key now. " + how_to_give_back(command), NoteTone::Warning);
}

// Said whenever an action is left without a key (or button), so the player knows the way back.
std::string OptionsScene::how_to_give_back(Command command) const {
  if (tab_ == layout::BindingTab::Controller) {
    return "A on " + label(command) + " gives it a button; Reset buttons puts back every default.";
  }
  return "Enter on " + label(command) + " gives it a key; Reset keys puts back every default.";
}

void OptionsScene::reset_keys() {
  Settings next = settings();
  if (tab_ == layout::BindingTab::Controller) {
    next.buttons = ButtonBindings::defaults();
    return apply(std::move(next), "Every button is back to its default.");
  }
  next.keys = KeyBindings::defaults();
  apply(std::move(next), "Every key is back to its default.");
}

void OptionsScene::refuse(std::string why) {
  context_.sounds->play(kRefusedSound);
  note_ = std::move(why);
  note_tone_ = NoteTone::Refused;
}

void OptionsScene::apply(Settings next, std::string note, NoteTone tone) {
  PlayerSettings& player = *context_.settings;
  const Settings before = player.settings;
  player.settings = std::move(next);
  if (render::WindowControls* window = context_.window) {
    if (before.fullscreen != settings().fullscreen) window->set_fullscreen(settings().fullscreen);
    if (before.window_width != settings().window_width || before.window_height != settings().window_height)
      window->set_window_size(settings().window_width, settings().window_height);
    window->set_app_keys(app_keys_of(settings()));
    window->set_ui_scale(settings().ui_scale);
  }
  context_.sounds->set_levels(settings().sound);
  render::colors::use_theme(settings().theme);
  render::let_controllers_play_in_background(settings().controller_in_background);
  // A volume change is heard at once, at its new level.
  if (before.sound != settings().sound) context_.sounds->play("menu_move");
  if (const core::Result<void> saved = save_player_settings(player); !saved) {
    const std::string& error = saved.error();
    // Said once, and after what changed: the change holds until the game closes.
    note_ =
        (note.empty() ? "" : note + " ") + "The change applies now but could not be saved for the next start: " + error;
    note_tone_ = NoteTone::Refused;
    SDL_Log("Could not save the settings: %s", error.c_str());
    return;
  }
  // The file now holds what the screen shows: its old problems are gone.
  player.load_warnings.clear();
  note_ = note.empty() ? "Saved." : std::move(note);
  note_tone_ = tone;
}

void OptionsScene::draw(render::Canvas& canvas) {
  const std::optional<int> waiting = capture_ ? std::optional(layout::binding_row_index(capture_->row)) : std::nullopt;
  draw_options(canvas, {.settings = settings(),
                        .focused = focused_,
                        .waiting_row = waiting,
                        .note = note_,
                        .note_tone = note_tone_,
                        .warnings = warnings_for_screen(),
                        .mouse = mouse_,
                        .ui_scale_fit = ui_scale_fit(canvas.screen()),
                        .tab = tab_,
                        .scroll = scroll_,
                        .prompts = prompts_});
}

// A UI scale the window has no room for is drawn smaller; the screen says so, or the setting
// would seem to do nothing.
std::string OptionsScene::ui_scale_fit(const render::Screen& screen) const {
  const int fitted = static_cast<int>(std::lround(screen.scale / screen.pixel_ratio * 100));
  if (fitted >= settings().ui_scale) return "";
  return "This window has room for a UI scale of " + std::to_string(fitted) + "% at most; a bigger one shows " +
         std::to_string(settings().ui_scale) + "%.";
}

// The log's lines, shortened for the screen: the file's name without its
// folder, and no "warning:" (the heading says so already).
std::string OptionsScene::warnings_for_screen() const {
  std::string text = context_.settings->load_warnings;
  const std::string folder = context_.settings->file.parent_path().string();
  for (const std::string& noise : {folder.empty() ? std::string() : folder + "/", std::string("warning: ")}) {
    if (noise.empty()) continue;
    for (std::size_t at = text.find(noise); at != std::string::npos; at = text.find(noise, at))
      text.erase(at, noise.size());
  }
  return text;
}

}  // namespace scenes
