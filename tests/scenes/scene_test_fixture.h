// SPDX-License-Identifier: MIT
#pragma once

#include <SDL.h>

#include <memory>

#include "render/input.h"
#include "render/scene.h"
#include "scenes/scene_context.h"
#include "shipped_content.h"
#include "temp_folder.h"
#include "test_canvas.h"

// Records what a scene asked of the app.
class RecordingRequests : public render::SceneRequests {
 public:
  void switch_to(std::unique_ptr<render::Scene> next) override { next_scene = std::move(next); }
  void push(std::unique_ptr<render::Scene> next) override { pushed_scene = std::move(next); }
  void pop() override { ++pops; }
  void quit() override { quit_requested = true; }

  std::unique_ptr<render::Scene> next_scene;
  std::unique_ptr<render::Scene> pushed_scene;
  int pops = 0;
  bool quit_requested = false;
};

// The middle of a rectangle, where a test clicks a button or a slot.
inline core::Point centre(const SDL_Rect& rect) {
  return {rect.x + rect.w / 2, rect.y + rect.h / 2};
}

// One logic tick of `scene` with `key` pressed.
inline void press(render::Scene& scene, SDL_Keycode key) {
  render::Input input;
  input.press_key(key);
  scene.logic(input);
}

// One logic tick of `scene` with a click of `button` at `at`.
inline void click(render::Scene& scene, core::Point at, render::MouseButton button = render::MouseButton::Left) {
  render::Input input;
  input.click(button, at);
  scene.logic(input);
}

// One logic tick of `scene` with what `input` holds, which is then let go for the next tick.
inline void tick(render::Scene& scene, render::Input& input) {
  scene.logic(input);
  input.end_tick();
}

// Runs `scene` for `ticks` logic ticks with nothing pressed.
inline void idle(render::Scene& scene, int ticks) {
  render::Input input;
  for (int i = 0; i < ticks; ++i) tick(scene, input);
}

// The game data of `content`, with no sprites to reload, as a scene is given it.
inline std::shared_ptr<game_data::GameData> data_of(std::shared_ptr<game::ContentLibrary> content) {
  return std::make_shared<game_data::GameData>(std::move(content));
}

// The shipped content as a scene's game data.
inline std::shared_ptr<game_data::GameData> shipped_data() {
  return data_of(shipped_content());
}

// What a scene of a seed 42 run with the shipped content is given, with `user` as the player's folder.
inline scenes::SceneContext context_in(RecordingRequests& requests, const TempFolder& user) {
  return {requests, {.seed = std::uint64_t{42}, .user_dir = user.path}, shipped_data()};
}
