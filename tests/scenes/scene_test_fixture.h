#pragma once

#include <SDL.h>

#include <memory>

#include "render/input.h"
#include "render/scene.h"
#include "shipped_content.h"
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
