// SPDX-License-Identifier: MIT
#include "render/user_files.h"

#include <SDL.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <memory>

namespace render {

namespace {

constexpr const char* kNothingKept = "Your runs, high scores, settings and screenshots will not be kept: ";

}  // namespace

UserFolder user_files_dir() {
  std::unique_ptr<char, decltype(&SDL_free)> path(SDL_GetPrefPath("", "mouseking"), &SDL_free);
  if (!path) return {{}, std::string(kNothingKept) + SDL_GetError()};
  // SDL hands back a folder that exists; on a read-only disk it may still refuse every write.
  if (::access(path.get(), W_OK) != 0) {
    return {
        {},
        std::string(kNothingKept) + "the folder " + path.get() + " cannot be written (" + std::strerror(errno) + ")"};
  }
  return {std::filesystem::path(path.get()), ""};
}

}  // namespace render
