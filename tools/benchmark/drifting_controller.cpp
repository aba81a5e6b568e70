// SPDX-License-Identifier: MIT
#include "drifting_controller.h"

namespace bench {

namespace {

// Far inside the dead zone (render's StickDirection): never a step.
constexpr Sint16 kDrift = 2500;

}  // namespace

DriftingController::DriftingController() {
  if (!controllers_.available()) {
    problem_ = "no game-controller support in SDL";
    return;
  }
  device_ = SDL_JoystickAttachVirtual(SDL_JOYSTICK_TYPE_GAMECONTROLLER, SDL_CONTROLLER_AXIS_MAX,
                                      SDL_CONTROLLER_BUTTON_MAX, 0);
  joystick_ = device_ >= 0 ? SDL_JoystickOpen(device_) : nullptr;
  if (!joystick_) problem_ = std::string("no virtual controller: ") + SDL_GetError();
}

DriftingController::~DriftingController() {
  if (joystick_) SDL_JoystickClose(joystick_);
  if (device_ >= 0) SDL_JoystickDetachVirtual(device_);
}

void DriftingController::next_frame(render::Input& input) {
  ++frame_;
  SDL_JoystickSetVirtualAxis(joystick_, SDL_CONTROLLER_AXIS_LEFTX, frame_ % 2 == 0 ? kDrift : -kDrift);
  SDL_JoystickSetVirtualAxis(joystick_, SDL_CONTROLLER_AXIS_LEFTY, frame_ % 3 == 0 ? kDrift : -kDrift);
  SDL_JoystickUpdate();
  SDL_Event event;
  while (SDL_PollEvent(&event) != 0) {
    if (render::is_controller_event(event)) controllers_.route(event, input);
  }
  input.settle_sticks();
}

}  // namespace bench
