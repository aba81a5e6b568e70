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

// The two halves of write_file_atomically, for callers that must show what a
// crash between them leaves behind: stage_file writes and flushes
// `path` + ".tmp" and returns that name; commit_staged_file renames it over
// `path`. Until the commit, `path` still holds the previous contents.
std::optional<std::filesystem::path> stage_file(const std::filesystem::path& path, std::string_view contents,
                                                std::string& error);
bool commit_staged_file(const std::filesystem::path& staged, const std::filesystem::path& path, std::string& error);

// The whole file as bytes; nullopt when it cannot be opened or read.
std::optional<std::string> read_file(const std::filesystem::path& path);

}  // namespace core
