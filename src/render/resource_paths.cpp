#include "render/resource_paths.h"

#include <SDL.h>

#include <memory>
#include <string>

namespace render {

namespace {

std::filesystem::path executable_dir() {
  std::unique_ptr<char, decltype(&SDL_free)> base(SDL_GetBasePath(), &SDL_free);
  if (base) return std::filesystem::path(base.get());
  return std::filesystem::current_path();
}

}  // namespace

std::optional<std::filesystem::path> find_resource_dir() {
  const std::filesystem::path bin = executable_dir();
  const std::filesystem::path candidates[] = {bin / ".." / "share" / "mouseking", bin / "share" / "mouseking"};
  for (const auto& candidate : candidates) {
    std::error_code ignored;
    if (std::filesystem::exists(candidate / "atlas.json", ignored)) return std::filesystem::weakly_canonical(candidate, ignored);
  }
  return std::nullopt;
}

}  // namespace render
