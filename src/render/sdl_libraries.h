// SPDX-License-Identifier: MIT
#pragma once

#include <string>

namespace render {

// Initialises SDL, SDL_image and SDL_ttf for its lifetime and shuts them down
// in reverse order. Construct one before any other SDL object.
class SdlLibraries {
 public:
  SdlLibraries();
  ~SdlLibraries();
  SdlLibraries(const SdlLibraries&) = delete;
  SdlLibraries& operator=(const SdlLibraries&) = delete;

  // Empty when everything started; otherwise what failed, for the user.
  const std::string& error() const { return error_; }

 private:
  bool sdl_started_ = false;
  bool image_started_ = false;
  bool ttf_started_ = false;
  std::string error_;
};

// Shows an error to the user: always on stderr, and in a message box when a
// display is available.
void report_fatal_error(const std::string& title, const std::string& message);

// Tells the player something they must not miss: always on stderr, and in a
// message box when `may_wait_for_player` and a display is available.
void report_to_player(const std::string& title, const std::string& message, bool may_wait_for_player);

}  // namespace render
