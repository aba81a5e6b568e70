// SPDX-License-Identifier: MIT
#pragma once

#include <optional>
#include <string>

#include "render/scene.h"
#include "scenes/menus/options_view.h"
#include "scenes/scene_context.h"
#include "scenes/settings/key_bindings.h"

namespace scenes {

// The options screen, opened from the title: window mode and size, the map's
// starting zoom, the message lines, and the key of every command. Each change
// is applied at once and saved to the settings file.
class OptionsScene : public render::Scene {
 public:
  explicit OptionsScene(SceneContext context);

  void logic(const render::Input& input) override;
  void draw(render::Canvas& canvas) override;
  bool lays_out_at_design_size() const override { return true; }

  const Settings& settings() const { return context_.settings->settings; }
  int focused() const { return focused_; }
  std::optional<Command> waiting_for_key() const { return capture_ ? std::optional(capture_->command) : std::nullopt; }
  const std::string& note() const { return note_; }
  NoteTone note_tone() const { return note_tone_; }

 private:
  // A rebinding in progress: the next key pressed goes to `command`.
  struct Capture {
    Command command;
    bool adds;  // true: the key joins the command's keys; false: it replaces them
  };

  void handle_capture(const render::Input& input);
  void handle_keyboard(const render::Input& input);
  void handle_pointer(const render::Input& input);
  void activate(int item);
  void step_setting(int row, int delta);
  void bind(const Capture& capture, SDL_Keycode key);
  void clear_keys(Command command);
  void reset_keys();
  // Leaves the settings as they are and says why on the screen.
  void refuse(std::string why);
  // Makes `next` the settings in force, tells the window, and saves them;
  // `note` says what changed (empty: a setting the screen shows already).
  void apply(Settings next, std::string note, NoteTone tone = NoteTone::Done);
  static std::string how_to_give_back(Command command);
  std::string warnings_for_screen() const;
  std::string ui_scale_fit(const render::Screen& screen) const;

  SceneContext context_;
  int focused_ = 0;
  std::optional<Capture> capture_;
  std::string note_;
  NoteTone note_tone_ = NoteTone::Done;
  core::Point mouse_;
};

// The keys the app answers itself, as the settings bind them.
render::AppKeys app_keys_of(const KeyBindings& keys);

}  // namespace scenes
