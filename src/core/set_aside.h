// SPDX-License-Identifier: MIT
#pragma once

#include <filesystem>

#include "core/result.h"

namespace core {

// Moves a file the game cannot use out of the way without deleting it, so the
// player can still recover it by hand: "<name>.bak", or ".bak.1", ".bak.2",
// ... when that name is taken. Gives where it went, or why it could not be moved.
Result<std::filesystem::path> set_file_aside(const std::filesystem::path& path);

}  // namespace core
