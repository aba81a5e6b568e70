// SPDX-License-Identifier: MIT
#include "render/resource_paths.h"

#include <SDL.h>

#include <memory>
#include <string>
#include <system_error>
#include <vector>

namespace render {

namespace {

std::filesystem::path executable_dir() {
  std::unique_ptr<char, decltype(&SDL_free)> base(SDL_GetBasePath(), &SDL_free);
  if (base) return std::filesystem::path(base.get());
  return std::filesystem::current_path();
}

// Where the game's own files may be: beside the binary's folder (the build tree and an install),
// below it, or where Debian puts a game's files (/usr/games/mouseking, /usr/share/games/mouseking).
std::vector<std::filesystem::path> resource_candidates() {
  const std::filesystem::path bin = executable_dir();
  return {bin / ".." / "share" / "mouseking", bin / "share" / "mouseking",
          bin / ".." / "share" / "games" / "mouseking"};
}

std::filesystem::path tidy(const std::filesystem::path& path) {
  std::error_code ignored;
  return std::filesystem::weakly_canonical(path, ignored);
}

}  // namespace

std::optional<std::filesystem::path> find_resource_dir() {
  for (const auto& candidate : resource_candidates()) {
    std::error_code ignored;
    if (std::filesystem::exists(candidate / "atlas.json", ignored)) return tidy(candidate);
  }
  return std::nullopt;
}

std::string missing_resources_text() {
  const std::vector<std::filesystem::path> candidates = resource_candidates();
  for (const auto& candidate : candidates) {
    std::error_code ignored;
    if (std::filesystem::is_directory(candidate, ignored))
      return (tidy(candidate) / "atlas.json").string() + " is missing";
  }
  return "there is no share/mouseking folder beside the binary (looked for " + tidy(candidates[0]).string() + ", " +
         tidy(candidates[1]).string() + " and " + tidy(candidates[2]).string() + ")";
}

}  // namespace render
