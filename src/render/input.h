// SPDX-License-Identifier: MIT
#pragma once

#include <SDL.h>

#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <unordered_set>

#include "core/point.h"
#include "render/screen.h"

namespace render {

enum class MouseButton { Left, Right, Middle };

// Alt+Enter (either Enter key): the app's own fullscreen toggle, which it
// answers above every scene. Input never reports it as a key press, so no
// scene can mistake it for Enter.
inline bool is_alt_enter(SDL_Keycode key, Uint16 modifiers) {
  return (key == SDLK_RETURN || key == SDLK_KP_ENTER) && (modifiers & KMOD_ALT) != 0;
}

// Everything the scenes may read about the keyboard and mouse for one logic
// tick. Presses gathered between two ticks are seen by exactly one tick, so a
// key is never handled twice and never lost.
class Input {
 public:
  // Folds one SDL event into the state. Mouse positions must already be in
  // UI units (the app converts them from the window's points).
  void handle_event(const SDL_Event& event);

  // Called after each logic tick: forgets this tick's presses and clicks and
  // advances the key-repeat timers of held keys.
  void end_tick();

  bool is_down(SDL_Keycode key) const { return down_.contains(key); }
  bool was_pressed(SDL_Keycode key) const { return pressed_.contains(key); }
  // The last key pressed this tick, if any (for "press the new key" prompts).
  std::optional<SDL_Keycode> latest_press() const { return latest_press_; }
  // Pressed this tick, or held long enough to repeat (for movement keys).
  bool pressed_or_repeated(SDL_Keycode key) const;
  // Modifier keys held during the latest key press.
  bool shift_held() const { return (modifiers_ & KMOD_SHIFT) != 0; }
  // The text typed this tick (SDL's text input events, UTF-8, in the keyboard's layout), for
  // fields the player writes in; key presses are reported apart, as ever.
  const std::string& text_typed() const { return text_typed_; }

  // The screen the positions are on: its size in UI units, for layouts that follow it.
  const Screen& screen() const { return screen_; }
  void set_screen(const Screen& screen) { screen_ = screen; }
  // Where the scene's coordinates start on the screen (see Scene::lays_out_at_design_size):
  // mouse positions are told from there.
  void set_origin(core::Point origin) { origin_ = origin; }

  core::Point mouse_position() const { return mouse_ - origin_; }
  bool mouse_moved() const { return mouse_moved_; }
  bool was_clicked(MouseButton button) const { return clicked_[index(button)]; }
  bool is_mouse_down(MouseButton button) const { return mouse_down_[index(button)]; }
  // Wheel steps this tick: positive away from the user.
  int wheel() const { return wheel_; }

  bool quit_requested() const { return quit_requested_; }
  // The player closed the window, as opposed to a signal (SIGTERM) asking the game to end.
  bool window_closed() const { return window_closed_; }

  // For tests and replays: act as if the key had been pressed or the mouse
  // clicked. Alt+Enter is ignored, as it is from SDL.
  void press_key(SDL_Keycode key, Uint16 modifiers = KMOD_NONE);
  void release_key(SDL_Keycode key);
  void type_text(std::string_view utf8);
  void move_mouse(core::Point logical_position);
  void click(MouseButton button, core::Point logical_position);

  // Ticks a key must be held before it repeats, and ticks between repeats (at 60 Hz).
  static constexpr int kRepeatDelayTicks = 15;
  static constexpr int kRepeatIntervalTicks = 5;

 private:
  static int index(MouseButton button) { return static_cast<int>(button); }

  std::unordered_set<SDL_Keycode> down_;
  std::unordered_set<SDL_Keycode> pressed_;
  std::unordered_map<SDL_Keycode, int> held_ticks_;
  std::optional<SDL_Keycode> latest_press_;
  std::string text_typed_;
  Uint16 modifiers_ = KMOD_NONE;
  Screen screen_;
  core::Point origin_{0, 0};
  core::Point mouse_{-1, -1};
  bool mouse_moved_ = false;
  bool clicked_[3] = {false, false, false};
  bool mouse_down_[3] = {false, false, false};
  int wheel_ = 0;
  bool quit_requested_ = false;
  bool window_closed_ = false;
};

}  // namespace render
