// SPDX-License-Identifier: MIT
#pragma once

#include <SDL.h>

#include <optional>
#include <string>

#include "render/controllers.h"
#include "render/input.h"
#include "render/virtual_joystick.h"

namespace bench {

// A game controller plugged in for the frame figures: SDL's virtual joystick, whose left stick
// drifts inside its dead zone as a worn stick does, so that every frame brings axis events for
// the app's routing, the stick's settling and the scene's logic to handle, and no step is taken.
class DriftingController {
 public:
  DriftingController();

  // Empty when plugged in; else why not.
  const std::string& problem() const { return problem_; }
  // One frame's worth: the stick moves a little, and SDL's events reach `input` as the app routes them.
  void next_frame(render::Input& input);

 private:
  render::Controllers controllers_{std::filesystem::path()};
  std::optional<render::VirtualJoystick> joystick_;  // after controllers_, whose subsystem it needs
  int frame_ = 0;
  std::string problem_;
};

}  // namespace bench
