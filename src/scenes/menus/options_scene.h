// SPDX-License-Identifier: MIT
#pragma once

#include <optional>
#include <string>

#include "render/scene.h"
#include "scenes/menus/options_layout.h"
#include "scenes/menus/options_view.h"
#include "scenes/scene_context.h"
#include "scenes/settings/key_bindings.h"

namespace scenes {

// The options screen, opened from the title: window mode and size, the map's
// starting zoom, the message lines, and the keys and the controller's buttons
// of every command. Each change is applied at once and saved to the settings
// file.
class OptionsScene : public render::Scene {
 public:
  explicit OptionsScene(SceneContext context);

  void logic(const render::Input& input) override;
  void draw(render::Canvas& canvas) override;
  bool lays_out_at_design_size() const override { return true; }

  const Settings& settings() const { return context_.settings->settings; }
  int focused() const { return focused_; }
  std::optional<Command> waiting_for_key() const {
    return capture_ && !capture_->controller ? capture_->row.command : std::nullopt;
  }
  // The binding row (command or menu role) whose new controller button is awaited.
  std::optional<options_layout::BindingRow> waiting_for_button() const {
    return capture_ && capture_->controller ? std::optional(capture_->row) : std::nullopt;
  }
  options_layout::BindingTab tab() const { return tab_; }
  // The first binding row shown: the list scrolls to keep the focus in view.
  int scroll() const { return scroll_; }
  const std::string& note() const { return note_; }
  NoteTone note_tone() const { return note_tone_; }

 private:
  // A rebinding in progress: the next key (or button) pressed goes to `row`.
  struct Capture {
    options_layout::BindingRow row;
    bool adds;        // true: the key joins the command's keys; false: it replaces them
    bool controller;  // a button is awaited, not a key
  };

  void handle_capture(const render::Input& input);
  void handle_button_capture(const render::Input& input);
  // A capture cancelled: the screen says so.
  void say_nothing_changed();
  void handle_tabs(const render::Input& input);
  void show_tab(options_layout::BindingTab tab);
  void keep_focus_in_view();
  // The binding row of a focus item, if it is one.
  std::optional<options_layout::BindingRow> binding_row_of(int item) const;
  void start_capture(int item, bool adds);
  void handle_keyboard(const render::Input& input);
  void handle_pointer(const render::Input& input);
  void activate(int item);
  void step_setting(int row, int delta);
  void bind(const Capture& capture, SDL_Keycode key);
  void bind_button(const Capture& capture, render::PadButton button);
  void clear_binding(options_layout::BindingRow row);
  void clear_keys(Command command);
  void clear_buttons(Command command);
  void reset_keys();
  // Takes in a window the player changed without this screen (F11, a dragged edge).
  void follow_the_window();
  // Leaves the settings as they are and says why on the screen.
  void refuse(std::string why);
  // Makes `next` the settings in force, tells the window, and saves them;
  // `note` says what changed (empty: a setting the screen shows already).
  void apply(Settings next, std::string note, NoteTone tone = NoteTone::Done);
  std::string how_to_give_back(Command command) const;
  std::string warnings_for_screen() const;
  std::string ui_scale_fit(const render::Screen& screen) const;

  SceneContext context_;
  int focused_ = 0;
  std::optional<Capture> capture_;
  std::string note_;
  NoteTone note_tone_ = NoteTone::Done;
  core::Point mouse_;
  options_layout::BindingTab tab_ = options_layout::BindingTab::Keys;
  int scroll_ = 0;
  render::Prompts prompts_;  // the hints name the controller's buttons after a controller press
};

// The keys and buttons the app answers itself, and the menus' confirm and cancel buttons, as the
// settings bind them.
render::AppKeys app_keys_of(const Settings& settings);

}  // namespace scenes
