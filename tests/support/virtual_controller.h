// SPDX-License-Identifier: MIT
#pragma once

#include <SDL.h>
#include <doctest/doctest.h>

#include <optional>
#include <string>
#include <vector>

#include "render/controllers.h"
#include "render/input.h"
#include "render/scene.h"
#include "render/virtual_joystick.h"

// A game controller made in software: SDL's virtual joystick, which SDL maps
// as a standard controller. The test plugs it in, presses its buttons, pushes
// its sticks and pulls it out; its events reach `input` as the app routes them
// (render::Controllers::route), and the notices the player would see are kept.
class VirtualController {
 public:
  VirtualController() { plug_in(); }
  ~VirtualController() { joystick_.reset(); }
  VirtualController(const VirtualController&) = delete;
  VirtualController& operator=(const VirtualController&) = delete;

  void plug_in() {
    std::string problem;
    joystick_ = render::VirtualJoystick::plug_in(problem);
    REQUIRE_MESSAGE(joystick_, problem);
    pump();
  }

  void pull_out() {
    joystick_.reset();
    pump();
  }

  void set_button(SDL_GameControllerButton button, bool down) {
    joystick_->set_button(button, down);
    pump();
  }
  void set_axis(SDL_GameControllerAxis axis, Sint16 value) {
    joystick_->set_axis(axis, value);
    pump();
  }
  // Both axes of the left stick at once, as a thumb moves them within one frame.
  void push_stick(Sint16 x, Sint16 y) {
    joystick_->set_stick(SDL_CONTROLLER_AXIS_LEFTX, x, SDL_CONTROLLER_AXIS_LEFTY, y);
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

  std::optional<render::VirtualJoystick> joystick_;
};
