// SPDX-License-Identifier: MIT
#pragma once

#include <string>

namespace render {

// Shows an error message box and waits for the player to close it; SIGTERM and SIGINT end the game at
// once meanwhile (exit code 128 + the signal), as they do everywhere else. SDL turns those signals into
// an SDL_QUIT event, but nothing reads events while its message box waits, so without this a box nobody
// answers would keep the game alive however often it is asked to stop.
void show_error_box(const std::string& title, const std::string& message);

}  // namespace render
