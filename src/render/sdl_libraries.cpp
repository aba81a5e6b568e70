// SPDX-License-Identifier: MIT
#include "render/sdl_libraries.h"

#include <SDL.h>
#include <SDL_image.h>
#include <SDL_ttf.h>

#include <iostream>

#include "render/message_box.h"

namespace render {

SdlLibraries::SdlLibraries() {
  if (SDL_Init(SDL_INIT_VIDEO | SDL_INIT_EVENTS | SDL_INIT_TIMER) != 0) {
    error_ = std::string("Could not start SDL: ") + SDL_GetError();
    return;
  }
  sdl_started_ = true;
  if ((IMG_Init(IMG_INIT_PNG) & IMG_INIT_PNG) == 0) {
    error_ = std::string("Could not start SDL_image: ") + IMG_GetError();
    return;
  }
  image_started_ = true;
  if (TTF_Init() != 0) {
    error_ = std::string("Could not start SDL_ttf: ") + TTF_GetError();
    return;
  }
  ttf_started_ = true;
}

SdlLibraries::~SdlLibraries() {
  if (ttf_started_) TTF_Quit();
  if (image_started_) IMG_Quit();
  if (sdl_started_) SDL_Quit();
}

void report_fatal_error(const std::string& title, const std::string& message) {
  report_to_player(title, message, true);
}

void report_to_player(const std::string& title, const std::string& message, bool may_wait_for_player) {
  std::cerr << "mouseking: " << message << '\n';
  if (may_wait_for_player && SDL_WasInit(SDL_INIT_VIDEO) != 0) {
    const char* driver = SDL_GetCurrentVideoDriver();
    const bool has_display = driver != nullptr && std::string(driver) != "dummy" && std::string(driver) != "offscreen";
    if (has_display) show_error_box(title, message);
  }
}

}  // namespace render
