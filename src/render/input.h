// SPDX-License-Identifier: MIT
#pragma once

#include <SDL.h>

#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "core/point.h"
#include "core/stick_direction.h"
#include "render/held_presses.h"
#include "render/pad_button.h"
#include "render/screen.h"

namespace render {

enum class MouseButton { Left, Right, Middle };

// Where the player's latest press came from: the hints on screen name its keys or its buttons.
enum class InputDevice { KeyboardAndMouse, Controller };

// Whose names the hints on screen use: the keyboard's, or the controller's in its maker's style.
struct Prompts {
  InputDevice device = InputDevice::KeyboardAndMouse;
  PadStyle style = PadStyle::Xbox;
  friend bool operator==(const Prompts&, const Prompts&) = default;
};

// The controller's buttons that confirm and cancel in every menu (A and B unless rebound).
struct MenuButtons {
  std::vector<PadButton> confirm{PadButton::A};
  std::vector<PadButton> cancel{PadButton::B};
  friend bool operator==(const MenuButtons&, const MenuButtons&) = default;
};

// Alt+Enter (either Enter key): the app's own fullscreen toggle, which it
// answers above every scene. Input never reports it as a key press, so no
// scene can mistake it for Enter.
inline bool is_alt_enter(SDL_Keycode key, Uint16 modifiers) {
  return (key == SDLK_RETURN || key == SDLK_KP_ENTER) && (modifiers & KMOD_ALT) != 0;
}

// Everything the scenes may read about the keyboard, the mouse and the game
// controller for one logic tick. Presses gathered between two ticks are seen by
// exactly one tick, so a key is never handled twice and never lost.
//
// A menu reads keys only, and hears the controller as keys (see
// set_controller_as_keys): the d-pad and the left stick are the arrow keys,
// confirm is Enter, cancel is Esc, X is Space and the shoulder buttons are
// Page Up and Page Down. The dungeon reads the controller's own buttons through
// its bindings instead.
class Input {
 public:
  // Folds one SDL event into the state. Mouse positions must already be in
  // UI units (the app converts them from the window's points).
  void handle_event(const SDL_Event& event);

  // Called after each logic tick: forgets this tick's presses and clicks and
  // advances the key-repeat timers of held keys.
  void end_tick();

  bool is_down(SDL_Keycode key) const { return keys_.is_down(key); }
  bool was_pressed(SDL_Keycode key) const;
  // The last key pressed this tick on the keyboard, if any (for "press the new key" prompts).
  std::optional<SDL_Keycode> latest_press() const { return keys_.latest(); }
  // Pressed this tick, or held long enough to repeat (for movement keys).
  bool pressed_or_repeated(SDL_Keycode key) const;

  // The controller's buttons, the sticks and triggers among them (see PadButton).
  bool pad_down(PadButton button) const { return pad_.is_down(button); }
  bool pad_pressed(PadButton button) const { return pad_.was_pressed(button); }
  bool pad_pressed_or_repeated(PadButton button) const { return pad_.pressed_or_repeated(button); }
  // The last button pressed this tick, if any (for "press the new button" prompts).
  std::optional<PadButton> latest_pad_press() const { return pad_.latest(); }
  // Whether any key or controller button went down this tick (a walk stops for it).
  bool anything_pressed() const { return keys_.latest().has_value() || pad_.any_pressed(); }
  // Where the latest key, click or button press came from.
  InputDevice last_device() const { return last_device_; }
  // How the connected controller prints its buttons' names.
  PadStyle pad_style() const { return pad_style_; }
  void set_pad_style(PadStyle style) { pad_style_ = style; }
  Prompts prompts() const { return {last_device_, pad_style_}; }

  // Whether the controller's presses also count as the menu keys this tick (the app sets it for each
  // scene, see Scene::reads_controller_as_menu_keys), and which buttons confirm and cancel.
  void set_controller_as_keys(bool as_keys) { controller_as_keys_ = as_keys; }
  void set_menu_buttons(MenuButtons buttons) { menu_buttons_ = std::move(buttons); }
  const MenuButtons& menu_buttons() const { return menu_buttons_; }
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
  // For tests, and from SDL's controller events: a button, a stick or a trigger.
  void press_pad(PadButton button);
  void release_pad(PadButton button);
  // An axis's new reading (-32768 to 32767; the triggers 0 to 32767). A stick's direction follows
  // at settle_sticks.
  void move_axis(SDL_GameControllerAxis axis, Sint16 value);
  // Turns the sticks' latest readings into their buttons. Called once a frame's events are all in:
  // SDL reports a stick one axis at a time, and a stick let go from up-left must not pass through
  // "up" on the way, nor one pushed to up-left through "left".
  void settle_sticks();
  // The controller went away: every button it held is let go, and its sticks come to rest. With no
  // controller left, the hints name keys again.
  void release_controller(bool none_left = true);

  // Ticks a key must be held before it repeats, and ticks between repeats (at 60 Hz).
  static constexpr int kRepeatDelayTicks = HeldPresses<SDL_Keycode>::kRepeatDelayTicks;
  static constexpr int kRepeatIntervalTicks = HeldPresses<SDL_Keycode>::kRepeatIntervalTicks;
  // A trigger is pulled past this reading, and let go below the second (a hysteresis, so that a
  // finger resting on it never presses twice).
  static constexpr int kTriggerPress = 16000;
  static constexpr int kTriggerRelease = 8000;

 private:
  static int index(MouseButton button) { return static_cast<int>(button); }
  // The buttons that stand for `key` while the controller counts as keys.
  std::vector<PadButton> buttons_as(SDL_Keycode key) const;
  // A stick's new direction: the button of the old one is let go and the new one's pressed.
  void set_stick_button(std::optional<PadButton> before, std::optional<PadButton> after);
  void move_trigger(PadButton trigger, Sint16 value);

  HeldPresses<SDL_Keycode> keys_;
  HeldPresses<PadButton> pad_;
  core::StickDirection left_stick_{core::StickDirection::Ways::Eight};
  core::StickDirection right_stick_{core::StickDirection::Ways::Four};
  core::Point left_stick_reading_{0, 0};
  core::Point right_stick_reading_{0, 0};
  bool sticks_moved_ = false;  // since the last settle_sticks
  InputDevice last_device_ = InputDevice::KeyboardAndMouse;
  PadStyle pad_style_ = PadStyle::Xbox;
  bool controller_as_keys_ = true;
  MenuButtons menu_buttons_;
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
