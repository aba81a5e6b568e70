#pragma once

#include <filesystem>
#include <optional>
#include <string>
#include <string_view>

namespace core {

// Replaces the file at `path` with `contents` so that a crash or a full disk
// leaves either the old file or the new one, never half of each: it writes
// `path` + ".tmp" in the same folder, flushes it to the disk, then renames it
// over `path`. On failure the old file is untouched, the temporary file is
// removed and `error` says why.
bool write_file_atomically(const std::filesystem::path& path, std::string_view contents, std::string& error);

// The whole file as bytes; nullopt when it cannot be opened or read.
std::optional<std::string> read_file(const std::filesystem::path& path);

}  // namespace core
