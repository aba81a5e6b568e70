// SPDX-License-Identifier: MIT
#pragma once

#include <filesystem>
#include <string>

namespace game {

// Whether runs on the data in `data_dir` may enter the high-score table:
// empty when that data is the game's own (`own_data_dir`), definition for
// definition (a copy counts, an edited copy does not); otherwise why not, to
// follow "This run" on the game-over screen. Mods are layered over either and
// are marked in the table on their own.
std::string other_data_reason(const std::filesystem::path& data_dir, const std::filesystem::path& own_data_dir);

}  // namespace game
