#pragma once

#include <filesystem>
#include <optional>

namespace render {

// The folder for files the player owns (high scores, saves, settings,
// screenshots): SDL's per-user preference folder, created if needed
// (~/.local/share/mouseking/ on Linux, following XDG_DATA_HOME).
std::optional<std::filesystem::path> user_files_dir();

}  // namespace render
