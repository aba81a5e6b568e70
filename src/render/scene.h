// SPDX-License-Identifier: MIT
#pragma once

#include <memory>
#include <string>

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
  // The app is closing (window closed, SIGTERM, Quit): last chance to keep
  // state. Returns what the player must be told as the game closes (a run
  // that could not be saved), empty when all is well; the app says it.
  virtual std::string on_quit() { return ""; }
  // An overlay (inventory, message log, game over) is drawn over the scene below it.
  virtual bool is_overlay() const { return false; }
  // A scene laid out for the design size (a menu, the inventory) is drawn in a frame of that
  // size centred on a bigger screen: its coordinates, the canvas's size and the mouse's position
  // are the frame's, and Canvas::whole_screen() reaches past it. The rest lay out for any size.
  virtual bool lays_out_at_design_size() const { return false; }
  // A menu reads only keys, and hears the game controller as the menu keys (see Input); a scene
  // that reads the controller's own buttons through its bindings (the dungeon) says no.
  virtual bool reads_controller_as_menu_keys() const { return true; }
};

// What a scene may ask of the app. Scenes form a stack: only the top one
// runs its logic; overlays let the scenes below them show through. Requests
// made during a frame take effect after that frame, so a scene never
// destroys itself mid-call.
class SceneRequests {
 public:
  virtual ~SceneRequests() = default;
  // Replaces every scene with `next`.
  virtual void switch_to(std::unique_ptr<Scene> next) = 0;
  // Puts `next` on top; the scene below keeps its state until `next` is popped.
  virtual void push(std::unique_ptr<Scene> next) = 0;
  // Removes the top scene, returning to the one below.
  virtual void pop() = 0;
  virtual void quit() = 0;
};

}  // namespace render
