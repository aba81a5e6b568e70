// SPDX-License-Identifier: MIT
#pragma once

#include <string>

#include "render/input.h"
#include "scenes/settings/controls.h"

namespace scenes {

// The strip of help shown while looking: how to move, jump, act and leave, in the names of the
// keys, or of the controller's buttons after a controller press.
std::string look_hint(Controls controls, render::Prompts prompts);

// The strip shown while aiming: `situation` ("Throwing the Dart: it hits the Neo Mouse"), then
// how to aim, pick another throwable (`may_switch`), send and cancel.
std::string aim_hint(Controls controls, render::Prompts prompts, const std::string& situation, bool may_switch);

}  // namespace scenes
