// SPDX-License-Identifier: MIT
#pragma once

#include <SDL.h>

#include <functional>
#include <vector>

#include "core/point.h"
#include "render/input.h"
#include "render/pad_button.h"

namespace render {

// Keys and controller buttons the app answers itself, above whatever scene is on top, and the
// buttons that confirm and cancel in every menu.
struct AppKeys {
  std::vector<SDL_Keycode> fullscreen{SDLK_F11};
  std::vector<SDL_Keycode> screenshot{SDLK_F12};
  std::vector<SDL_Keycode> mute{SDLK_F8, SDLK_AUDIOMUTE};
  std::vector<PadButton> fullscreen_buttons;
  std::vector<PadButton> screenshot_buttons;
  std::vector<PadButton> mute_buttons;
  MenuButtons menu_buttons;
};

// The window as it is now, which the player may have changed without the options screen:
// F11 or Alt+Enter, or dragging its edge.
struct WindowState {
  bool fullscreen = false;
  core::Point windowed_size;  // in fullscreen, the size it goes back to
};

// What the options screen may change about the window while the game runs.
class WindowControls {
 public:
  virtual ~WindowControls() = default;
  virtual WindowState window_state() const = 0;
  virtual void set_fullscreen(bool fullscreen) = 0;
  virtual void set_window_size(int width, int height) = 0;
  virtual void set_app_keys(AppKeys keys) = 0;
  // Text and panels at `percent` of their design size (see screen.h), from the next frame.
  virtual void set_ui_scale(int percent) = 0;
};

}  // namespace render
