// SPDX-License-Identifier: MIT
#pragma once

namespace render {

// Whether a game controller keeps playing while another window has the keyboard. SDL drops a
// controller's presses then; with focus following the mouse, a pointer that strays off the window
// would lose them. The options' "Controller in background", on by default.
void let_controllers_play_in_background(bool allowed);

// Whether they do now, as SDL was told.
bool controllers_play_in_background();

}  // namespace render
