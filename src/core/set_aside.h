// SPDX-License-Identifier: MIT
#pragma once

#include <filesystem>
#include <optional>
#include <string>

namespace core {

// Where an unusable file went, or why it could not be moved.
struct SetAsideResult {
  std::optional<std::filesystem::path> moved_to;
  std::string error;  // set when the file could not be moved
};

// Moves a file the game cannot use out of the way without deleting it, so the
// player can still recover it by hand: "<name>.bak", or ".bak.1", ".bak.2",
// ... when that name is taken.
SetAsideResult set_file_aside(const std::filesystem::path& path);

}  // namespace core
