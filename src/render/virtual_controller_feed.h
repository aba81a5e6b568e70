// SPDX-License-Identifier: MIT
#pragma once

#include <SDL.h>

#include <filesystem>
#include <fstream>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "render/virtual_joystick.h"

namespace render {

// A controller made in software (SDL's virtual joystick, which SDL maps as a
// standard controller), driven by the lines a test appends to a file: what
// the real-window tests plug in, since no X server has a controller to lend.
// It goes through SDL like a real one, so the game cannot tell them apart.
//
// One command a line, read as the lines arrive (a line is read once it ends):
//   press NAME | release NAME | tap NAME    (tap: pressed now, let go a frame later)
//   stick X Y | right_stick X Y | trigger left|right V
//   unplug | plug
// NAME is a button as settings.json names it ("a", "start", "dpad_up"); X, Y
// and V are SDL's axis readings (-32768 to 32767).
class VirtualControllerFeed {
 public:
  // Plugs the controller in and opens `file` (which may not exist yet).
  explicit VirtualControllerFeed(std::filesystem::path file);

  // Once a frame, before the events are read: lets go of last frame's taps, then does every
  // complete line written since. A line it cannot read is logged and skipped.
  void poll();

  // The line's problem, or nothing when it was done (for tests of the format).
  std::optional<std::string> run(std::string_view line);

 private:
  void plug();

  std::filesystem::path path_;
  std::ifstream file_;
  std::string partial_;                      // the start of a line not yet ended
  std::optional<VirtualJoystick> joystick_;  // nullopt while unplugged
  std::vector<SDL_GameControllerButton> tapped_;
};

}  // namespace render
