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
  // Plugs the controller in and opens `file` (which may not exist yet: it is read once it is made). A
  // path that holds something other than a file (a folder, a device, a pipe) is said so at once and
  // never read: /dev/zero would stall the start, /dev/urandom flood the log.
  explicit VirtualControllerFeed(std::filesystem::path file);

  // Once a frame, before the events are read: lets go of last frame's taps, then does the complete
  // lines written since, up to kBytesPerFrame of them (the rest waits for the next frames). A line it
  // cannot read is logged and skipped, at most kProblemsPerFrame a frame.
  void poll();

  static constexpr std::size_t kBytesPerFrame = 64 * 1024;
  static constexpr int kProblemsPerFrame = 8;

  // The line's problem, or nothing when it was done (for tests of the format).
  std::optional<std::string> run(std::string_view line);

 private:
  void plug();

  std::filesystem::path path_;
  bool refused_ = false;  // the path holds no file of commands
  std::ifstream file_;
  std::string partial_;                      // the start of a line not yet ended
  std::optional<VirtualJoystick> joystick_;  // nullopt while unplugged
  std::vector<SDL_GameControllerButton> tapped_;
};

// What is wrong with `path` as the feed's file, for the log: "… is a folder, not a file of commands: no
// controller is fed from it", or that it does not exist yet; nothing for a file (or a link to one).
struct ControllerFileCheck {
  bool usable = true;
  std::string message;  // empty when there is nothing to say
};
ControllerFileCheck check_controller_file(const std::filesystem::path& path);

}  // namespace render
