// SPDX-License-Identifier: MIT
#include <doctest/doctest.h>
#include <sys/stat.h>

#include <filesystem>
#include <fstream>

#include "render/controllers.h"
#include "render/input.h"
#include "sdl_events.h"
#include "temp_folder.h"

namespace {

using render::Input;
using render::PadButton;

// Both axes' events, then the frame's end, as the app takes them.
void push_left_stick(Input& input, Sint16 x, Sint16 y) {
  input.handle_event(controller_axis_event(SDL_CONTROLLER_AXIS_LEFTX, x));
  input.handle_event(controller_axis_event(SDL_CONTROLLER_AXIS_LEFTY, y));
  input.settle_sticks();
}

}  // namespace

TEST_CASE("the left stick pushed up-left presses the stick's up-left button, and letting go releases it") {
  Input input;
  push_left_stick(input, -25000, -25000);
  CHECK(input.pad_pressed(PadButton::StickUpLeft));
  CHECK(input.pad_down(PadButton::StickUpLeft));
  CHECK_FALSE(input.pad_pressed(PadButton::StickLeft));  // the x axis came first, but alone it meant nothing
  CHECK(input.last_device() == render::InputDevice::Controller);
  input.end_tick();
  push_left_stick(input, 0, 0);
  CHECK_FALSE(input.pad_down(PadButton::StickUpLeft));
  CHECK_FALSE(input.anything_pressed());
}

TEST_CASE("a stick held in one direction repeats like a held key") {
  Input input;
  push_left_stick(input, 32000, 0);
  int presses = 0;
  for (int tick = 0; tick < Input::kRepeatDelayTicks + 2 * Input::kRepeatIntervalTicks; ++tick) {
    if (input.pad_pressed_or_repeated(PadButton::StickRight)) ++presses;
    input.end_tick();
  }
  CHECK(presses == 3);  // the push, then two repeats
}

TEST_CASE("a stick resting a little off centre presses nothing") {
  Input input;
  push_left_stick(input, 3000, -2500);
  CHECK_FALSE(input.anything_pressed());
  CHECK(input.last_device() == render::InputDevice::KeyboardAndMouse);
}

TEST_CASE("a trigger presses past half way and lets go only well below it") {
  Input input;
  input.handle_event(controller_axis_event(SDL_CONTROLLER_AXIS_TRIGGERLEFT, 12000));
  CHECK_FALSE(input.pad_down(PadButton::LeftTrigger));
  input.handle_event(controller_axis_event(SDL_CONTROLLER_AXIS_TRIGGERLEFT, 20000));
  CHECK(input.pad_pressed(PadButton::LeftTrigger));
  input.end_tick();
  // Easing off a little is still held: no second press.
  input.handle_event(controller_axis_event(SDL_CONTROLLER_AXIS_TRIGGERLEFT, 12000));
  input.handle_event(controller_axis_event(SDL_CONTROLLER_AXIS_TRIGGERLEFT, 20000));
  CHECK_FALSE(input.pad_pressed(PadButton::LeftTrigger));
  input.handle_event(controller_axis_event(SDL_CONTROLLER_AXIS_TRIGGERLEFT, 1000));
  CHECK_FALSE(input.pad_down(PadButton::LeftTrigger));
}

TEST_CASE("in a menu the d-pad and the confirm and cancel buttons are heard as the menu keys") {
  Input input;
  input.set_menu_buttons({.confirm = {PadButton::Y}, .cancel = {PadButton::A}});
  input.handle_event(controller_button_event(SDL_CONTROLLERBUTTONDOWN, SDL_CONTROLLER_BUTTON_DPAD_DOWN));
  input.handle_event(controller_button_event(SDL_CONTROLLERBUTTONDOWN, SDL_CONTROLLER_BUTTON_Y));
  input.handle_event(controller_button_event(SDL_CONTROLLERBUTTONDOWN, SDL_CONTROLLER_BUTTON_A));
  CHECK(input.was_pressed(SDLK_DOWN));
  CHECK(input.was_pressed(SDLK_RETURN));          // Y confirms, as rebound
  CHECK(input.was_pressed(SDLK_ESCAPE));          // and A cancels
  CHECK_FALSE(input.latest_press().has_value());  // no key was pressed
  // The dungeon reads the buttons through its own bindings: no key comes of them there.
  input.set_controller_as_keys(false);
  CHECK_FALSE(input.was_pressed(SDLK_DOWN));
  CHECK_FALSE(input.was_pressed(SDLK_RETURN));
  CHECK(input.pad_pressed(PadButton::DpadDown));
}

TEST_CASE("a key press after a button press turns the hints back to keys") {
  Input input;
  input.handle_event(controller_button_event(SDL_CONTROLLERBUTTONDOWN, SDL_CONTROLLER_BUTTON_X));
  CHECK(input.prompts().device == render::InputDevice::Controller);
  input.end_tick();
  input.handle_event(key_event(SDL_KEYDOWN, SDLK_x));
  CHECK(input.prompts().device == render::InputDevice::KeyboardAndMouse);
  input.end_tick();
  input.handle_event(controller_button_event(SDL_CONTROLLERBUTTONDOWN, SDL_CONTROLLER_BUTTON_B));
  CHECK(input.prompts().device == render::InputDevice::Controller);
}

TEST_CASE("a controller going away lets go of its buttons and sticks, and the keys stay held") {
  Input input;
  input.handle_event(key_event(SDL_KEYDOWN, SDLK_LEFT));
  input.handle_event(controller_button_event(SDL_CONTROLLERBUTTONDOWN, SDL_CONTROLLER_BUTTON_A));
  push_left_stick(input, 0, 30000);
  input.release_controller();
  CHECK_FALSE(input.pad_down(PadButton::A));
  CHECK_FALSE(input.pad_down(PadButton::StickDown));
  CHECK(input.is_down(SDLK_LEFT));
  // A stick that comes back pushed after a reconnection presses again.
  input.end_tick();
  push_left_stick(input, 0, 30000);
  CHECK(input.pad_pressed(PadButton::StickDown));
}

TEST_CASE("each controller maker's names are shown for its buttons") {
  CHECK(render::button_label(PadButton::A, render::PadStyle::Xbox) == "A");
  CHECK(render::button_label(PadButton::A, render::PadStyle::PlayStation) == "Cross");
  CHECK(render::button_label(PadButton::A, render::PadStyle::Nintendo) == "B");
  CHECK(render::button_label(PadButton::LeftTrigger, render::PadStyle::PlayStation) == "L2");
  CHECK(render::button_label(PadButton::DpadUp, render::PadStyle::Nintendo) == "D-pad \u2191");
  CHECK(render::pad_style_of(SDL_CONTROLLER_TYPE_PS5) == render::PadStyle::PlayStation);
  CHECK(render::pad_style_of(SDL_CONTROLLER_TYPE_UNKNOWN) == render::PadStyle::Xbox);
}

TEST_CASE("gamecontrollerdb.txt in the user folder adds its mappings, and one that is no file is said, not read") {
  TempFolder folder("controllers");
  const std::filesystem::path file = folder.path / render::Controllers::kMappingFileName;
  {
    const render::Controllers none(file);
    CHECK(none.mapping_problem().empty());  // no file: nothing to say
    CHECK(none.mappings_read() == 0);
  }
  std::ofstream(file) << "03000000aa280000ff11000001000000,Made Up Pad,a:b0,b:b1,x:b2,y:b3,back:b6,start:b7,"
                         "leftshoulder:b4,rightshoulder:b5,leftx:a0,lefty:a1,platform:Linux,\n";
  {
    const render::Controllers with_file(file);
    CHECK(with_file.mapping_problem().empty());
    CHECK(with_file.mappings_read() == 1);
  }
  std::filesystem::remove(file);
  REQUIRE(mkfifo(file.c_str(), 0600) == 0);
  const render::Controllers with_pipe(file);
  CHECK(with_pipe.mapping_problem() == file.string() + " was not read: it is a named pipe, not a file");
}
