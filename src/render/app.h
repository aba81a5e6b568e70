// SPDX-License-Identifier: MIT
#pragma once

#include <filesystem>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "render/canvas.h"
#include "render/controllers.h"
#include "render/input.h"
#include "render/notice.h"
#include "render/scene.h"
#include "render/sdl_handles.h"
#include "render/sprite_library.h"
#include "render/text.h"
#include "render/texture_atlas.h"
#include "render/virtual_controller_feed.h"
#include "render/window_controls.h"

namespace render {

struct AppConfig {
  std::string title = "Mouse King";
  int window_width = kDesignWidth;
  int window_height = kDesignHeight;
  bool fullscreen = false;
  int ui_scale_percent = kDefaultUiScale;  // see screen.h
  std::filesystem::path resource_dir;
  // The sprites to draw, packed at start-up (see sprite_library.h); none: the resource folder's atlas files.
  const PackedSprites* sprites = nullptr;
  // Stop after drawing this many frames (0: run until quit); for start-up measurements.
  int quit_after_frames = 0;
  AppKeys keys;
  std::filesystem::path screenshot_dir;  // empty: the screenshot key says there is nowhere to save
  std::string startup_notice;            // shown over the first screen, e.g. that no files can be kept
  // Controller mappings to add to SDL's own (see Controllers); empty: none.
  std::filesystem::path controller_mappings;
  // For the real-window tests: a software controller driven by this file's lines
  // (see VirtualControllerFeed); empty: none.
  std::filesystem::path virtual_controller;
};

// Owns the window, the renderer, the atlas and the text; runs the active
// scene with logic at a fixed 60 Hz and drawing every frame.
class App : public SceneRequests, public WindowControls {
 public:
  // nullptr with `error` set when the window, renderer, atlas or font cannot be had.
  static std::unique_ptr<App> create(const AppConfig& config, std::string& error);

  // Runs until quit; returns the process exit code.
  int run(std::unique_ptr<Scene> first_scene);

  void switch_to(std::unique_ptr<Scene> next) override;
  void push(std::unique_ptr<Scene> next) override;
  void pop() override;
  void quit() override { quit_requested_ = true; }

  WindowState window_state() const override;
  void set_fullscreen(bool fullscreen) override;
  void set_window_size(int width, int height) override;
  void set_ui_scale(int percent) override { ui_scale_percent_ = percent; }
  void set_app_keys(AppKeys keys) override;
  // What the mute key does, in whatever scene is on top (the settings own the sound levels); what it
  // returns is shown as a notice ("Sound muted.").
  void on_mute_key(std::function<std::string()> turn_mute_over) { turn_mute_over_ = std::move(turn_mute_over); }

  Canvas& canvas() { return *canvas_; }

  static constexpr int kTicksPerSecond = 60;

 private:
  // Only create() can name this, so every App is built through it.
  struct ConstructionKey {};

 public:
  App(ConstructionKey, WindowPtr window, RendererPtr renderer, TextureAtlas atlas, Text text, int quit_after_frames);

 private:
  // Measures the window and tells the canvas and the input where the UI units lie.
  void update_screen();
  // A mouse event's position turned from the window's points into UI units.
  void convert_mouse_position(SDL_Event& event) const;
  void pump_events();
  void handle_window_keys(const SDL_Event& event);
  void handle_controller_event(const SDL_Event& event);
  // A key or a button the app answers itself: fullscreen, screenshot, mute.
  void answer_app_key(bool fullscreen, bool screenshot, bool mute);
  void toggle_fullscreen();
  void take_screenshot();
  void run_logic_ticks();
  void draw_frame();
  void wait_for_next_tick() const;
  void apply_scene_changes();
  Scene& top() { return *scenes_.back(); }

  WindowPtr window_;
  RendererPtr renderer_;
  TextureAtlas atlas_;
  Text text_;
  std::unique_ptr<Canvas> canvas_;
  Input input_;
  std::unique_ptr<Controllers> controllers_;
  std::unique_ptr<VirtualControllerFeed> virtual_controller_;  // after controllers_: it needs their subsystem
  AppKeys keys_;
  std::filesystem::path screenshot_dir_;
  bool screenshot_requested_ = false;  // taken from the next frame drawn
  std::function<std::string()> turn_mute_over_;
  core::Point windowed_size_;
  int ui_scale_percent_ = kDefaultUiScale;
  core::Point window_points_{kDesignWidth, kDesignHeight};  // the window's size, as mouse events count
  Screen screen_;                                           // the window's size before it last went fullscreen
  Notice notice_;
  // A change to the scene stack asked for during a frame, applied after it.
  struct SceneChange {
    enum class Kind { Switch, Push, Pop } kind;
    std::unique_ptr<Scene> scene;
  };

  std::vector<std::unique_ptr<Scene>> scenes_;
  std::vector<SceneChange> pending_changes_;
  bool quit_requested_ = false;
  int quit_after_frames_ = 0;
  Uint64 tick_length_ = 0;  // in performance-counter units
  Uint64 accumulated_ = 0;
  Uint64 previous_counter_ = 0;
};

}  // namespace render
