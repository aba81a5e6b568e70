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
  joystick_ = render::VirtualJoystick::plug_in(problem_);
}

void DriftingController::next_frame(render::Input& input) {
  ++frame_;
  joystick_->set_stick(SDL_CONTROLLER_AXIS_LEFTX, frame_ % 2 == 0 ? kDrift : -kDrift, SDL_CONTROLLER_AXIS_LEFTY,
                       frame_ % 3 == 0 ? kDrift : -kDrift);
  SDL_Event event;
  while (SDL_PollEvent(&event) != 0) {
    if (render::is_controller_event(event)) controllers_.route(event, input);
  }
  input.settle_sticks();
}

}  // namespace bench
