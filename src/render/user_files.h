// SPDX-License-Identifier: MIT
#pragma once

#include <filesystem>
#include <string>

namespace render {

// The folder for files the player owns, or why there is none.
struct UserFolder {
  std::filesystem::path path;  // empty when the game has nowhere to keep the player's files
  std::string problem;         // set when `path` is empty, in a player's words
};

// The folder for files the player owns (high scores, saves, settings,
// screenshots): SDL's per-user preference folder, created if needed
// (~/.local/share/mouseking/ on Linux, following XDG_DATA_HOME). A folder that
// cannot be made or written is reported, never replaced by another folder.
UserFolder user_files_dir();

}  // namespace render
