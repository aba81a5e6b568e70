// SPDX-License-Identifier: MIT
#include "render/controller_background.h"

#include <SDL.h>

#include <string_view>

namespace render {

void let_controllers_play_in_background(bool allowed) {
  // SDL watches the hint, so a change holds at once, before or after the controllers are opened.
  SDL_SetHint(SDL_HINT_JOYSTICK_ALLOW_BACKGROUND_EVENTS, allowed ? "1" : "0");
}

bool controllers_play_in_background() {
  const char* hint = SDL_GetHint(SDL_HINT_JOYSTICK_ALLOW_BACKGROUND_EVENTS);
  return hint != nullptr && std::string_view(hint) == "1";
}

}  // namespace render
