// SPDX-License-Identifier: MIT
#pragma once

#include <SDL.h>
#include <doctest/doctest.h>

#include <memory>
#include <string>
#include <vector>

#include "render/controllers.h"
#include "render/input.h"
#include "render/scene.h"

// A game controller made in software: SDL's virtual joystick, which SDL maps
// as a standard controller. The test plugs it in, presses its buttons, pushes
// its sticks and pulls it out; its events reach `input` as the app routes them
// (render::Controllers::route), and the notices the player would see are kept.
class VirtualController {
 public:
  VirtualController() { plug_in(); }
  ~VirtualController() { pull_out(); }
  VirtualController(const VirtualController&) = delete;
  VirtualController& operator=(const VirtualController&) = delete;

  void plug_in() {
    device_ = SDL_JoystickAttachVirtual(SDL_JOYSTICK_TYPE_GAMECONTROLLER, SDL_CONTROLLER_AXIS_MAX,
                                        SDL_CONTROLLER_BUTTON_MAX, 0);
    REQUIRE_MESSAGE(device_ >= 0, SDL_GetError());
    joystick_.reset(SDL_JoystickOpen(device_));
    REQUIRE(joystick_);
    pump();
  }

  void pull_out() {
    if (!joystick_) return;
    joystick_.reset();
    SDL_JoystickDetachVirtual(device_);
    pump();
  }

  void set_button(SDL_GameControllerButton button, bool down) {
    SDL_JoystickSetVirtualButton(joystick_.get(), button, down ? 1 : 0);
    pump();
  }
  void set_axis(SDL_GameControllerAxis axis, Sint16 value) {
    SDL_JoystickSetVirtualAxis(joystick_.get(), axis, value);
    pump();
  }
  // Both axes of the left stick at once, as a thumb moves them within one frame.
  void push_stick(Sint16 x, Sint16 y) {
    SDL_JoystickSetVirtualAxis(joystick_.get(), SDL_CONTROLLER_AXIS_LEFTX, x);
    SDL_JoystickSetVirtualAxis(joystick_.get(), SDL_CONTROLLER_AXIS_LEFTY, y);
    pump();
  }

  // One logic tick of `scene`, with the input set up as the app sets it for that scene.
  void tick(render::Scene& scene) {
    input.set_controller_as_keys(scene.reads_controller_as_menu_keys());
    scene.logic(input);
    input.end_tick();
  }
  // A press and release of `button` seen by one tick of `scene`.
  void tap(render::Scene& scene, SDL_GameControllerButton button) {
    set_button(button, true);
    tick(scene);
    set_button(button, false);
  }

  render::Input input;
  render::Controllers controllers{std::filesystem::path()};
  std::vector<std::string> notices;

 private:
  struct JoystickCloser {
    void operator()(SDL_Joystick* joystick) const { SDL_JoystickClose(joystick); }
  };

  // SDL's events so far, routed as the app routes them.
  void pump() {
    SDL_JoystickUpdate();
    SDL_Event event;
    while (SDL_PollEvent(&event) != 0) {
      if (!render::is_controller_event(event)) continue;
      const std::string notice = controllers.route(event, input);
      if (!notice.empty()) notices.push_back(notice);
    }
    input.settle_sticks();
  }

  int device_ = -1;
  std::unique_ptr<SDL_Joystick, JoystickCloser> joystick_;
};
