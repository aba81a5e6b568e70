// SPDX-License-Identifier: MIT
#include <doctest/doctest.h>

#include "render/input.h"
#include "sdl_events.h"

TEST_CASE("a key press is seen by exactly one logic tick") {
  render::Input input;
  input.handle_event(key_event(SDL_KEYDOWN, SDLK_RIGHT));
  CHECK(input.was_pressed(SDLK_RIGHT));
  CHECK(input.pressed_or_repeated(SDLK_RIGHT));
  input.end_tick();
  CHECK_FALSE(input.was_pressed(SDLK_RIGHT));
  CHECK(input.is_down(SDLK_RIGHT));
}

TEST_CASE("a tap released before the next tick is still seen once") {
  render::Input input;
  input.handle_event(key_event(SDL_KEYDOWN, SDLK_j));
  input.handle_event(key_event(SDL_KEYUP, SDLK_j));
  CHECK(input.was_pressed(SDLK_j));
  CHECK_FALSE(input.is_down(SDLK_j));
}

TEST_CASE("a held key repeats only after the initial delay, then at a steady interval") {
  render::Input input;
  input.handle_event(key_event(SDL_KEYDOWN, SDLK_LEFT));
  input.end_tick();
  int repeats = 0;
  int first_repeat_tick = -1;
  for (int tick = 1; tick <= render::Input::kRepeatDelayTicks + 3 * render::Input::kRepeatIntervalTicks; ++tick) {
    if (input.pressed_or_repeated(SDLK_LEFT)) {
      ++repeats;
      if (first_repeat_tick < 0) first_repeat_tick = tick;
    }
    input.end_tick();
  }
  CHECK(first_repeat_tick == render::Input::kRepeatDelayTicks);
  CHECK(repeats == 4);
}

TEST_CASE("the system's own key repeat events are ignored") {
  render::Input input;
  input.handle_event(key_event(SDL_KEYDOWN, SDLK_UP));
  input.end_tick();
  input.handle_event(key_event(SDL_KEYDOWN, SDLK_UP, KMOD_NONE, 1));
  CHECK_FALSE(input.was_pressed(SDLK_UP));
}

TEST_CASE("a click is reported for one tick at the logical mouse position") {
  render::Input input;
  input.handle_event(mouse_button_event(SDL_MOUSEBUTTONDOWN, {300, 200}));
  CHECK(input.was_clicked(render::MouseButton::Left));
  CHECK_FALSE(input.was_clicked(render::MouseButton::Right));
  CHECK(input.mouse_position() == core::Point{300, 200});
  input.end_tick();
  CHECK_FALSE(input.was_clicked(render::MouseButton::Left));
}

TEST_CASE("wheel steps add up within a tick and reset after it") {
  render::Input input;
  input.handle_event(mouse_wheel_event(1));
  input.handle_event(mouse_wheel_event(1));
  CHECK(input.wheel() == 2);
  input.end_tick();
  CHECK(input.wheel() == 0);
}

TEST_CASE("losing focus forgets held keys so nothing repeats forever") {
  render::Input input;
  input.handle_event(key_event(SDL_KEYDOWN, SDLK_DOWN));
  input.handle_event(window_event(SDL_WINDOWEVENT_FOCUS_LOST));
  CHECK_FALSE(input.is_down(SDLK_DOWN));
}

TEST_CASE("the latest key pressed is remembered for one tick only") {
  render::Input input;
  CHECK_FALSE(input.latest_press());
  input.handle_event(key_event(SDL_KEYDOWN, SDLK_a));
  input.handle_event(key_event(SDL_KEYDOWN, SDLK_F12));
  CHECK(input.latest_press() == SDLK_F12);
  input.end_tick();
  CHECK_FALSE(input.latest_press());
  // The operating system's repeats are not new presses.
  input.handle_event(key_event(SDL_KEYDOWN, SDLK_F12, KMOD_NONE, 1));
  CHECK_FALSE(input.latest_press());
}

TEST_CASE("Alt+Enter is the app's fullscreen key and reaches no scene as a key press") {
  render::Input input;
  input.handle_event(key_event(SDL_KEYDOWN, SDLK_RETURN, KMOD_LALT));
  input.handle_event(key_event(SDL_KEYDOWN, SDLK_KP_ENTER, KMOD_RALT));
  input.press_key(SDLK_RETURN, KMOD_LALT);
  CHECK_FALSE(input.was_pressed(SDLK_RETURN));
  CHECK_FALSE(input.was_pressed(SDLK_KP_ENTER));
  CHECK_FALSE(input.is_down(SDLK_RETURN));
  CHECK_FALSE(input.latest_press());
  input.end_tick();
  input.handle_event(key_event(SDL_KEYDOWN, SDLK_RETURN));
  input.handle_event(key_event(SDL_KEYDOWN, SDLK_a, KMOD_LALT));
  CHECK(input.was_pressed(SDLK_RETURN));
  CHECK(input.was_pressed(SDLK_a));
}
