#pragma once

#include <memory>

#include "render/canvas.h"
#include "render/input.h"

namespace render {

// One screen of the game (title, dungeon, inventory...): a delegate the app
// calls with `logic` at a fixed 60 Hz and with `draw` once per frame.
class Scene {
 public:
  virtual ~Scene() = default;
  virtual void logic(const Input& input) = 0;
  virtual void draw(Canvas& canvas) = 0;
  // The app is closing (window closed, SIGTERM, Quit): last chance to keep state.
  virtual void on_quit() {}
};

// What a scene may ask of the app. Requests made during a frame take effect
// after that frame, so a scene never destroys itself mid-call.
class SceneRequests {
 public:
  virtual ~SceneRequests() = default;
  virtual void switch_to(std::unique_ptr<Scene> next) = 0;
  virtual void quit() = 0;
};

}  // namespace render
