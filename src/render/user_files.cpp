#include "render/user_files.h"

#include <SDL.h>

#include <memory>

namespace render {

std::optional<std::filesystem::path> user_files_dir() {
  std::unique_ptr<char, decltype(&SDL_free)> path(SDL_GetPrefPath("", "mouseking"), &SDL_free);
  if (!path) return std::nullopt;
  return std::filesystem::path(path.get());
}

}  // namespace render
