#pragma once

#include <filesystem>
#include <optional>
#include <string>
#include <string_view>

namespace core {

// Replaces the file at `path` with `contents` so that a crash or a full disk
// leaves either the old file or the new one, never half of each: it creates
// `path` + ".tmp" in the same folder (O_EXCL and O_NOFOLLOW, so never through
// a link planted at that name), flushes it to the disk, renames it over `path`
// and flushes the folder. On failure the old file is untouched, the temporary
// file is removed and `error` says why.
bool write_file_atomically(const std::filesystem::path& path, std::string_view contents, std::string& error);

// The two halves of write_file_atomically, for callers that must show what a
// crash between them leaves behind: stage_file writes and flushes
// `path` + ".tmp" and returns that name; commit_staged_file renames it over
// `path`. Until the commit, `path` still holds the previous contents.
std::optional<std::filesystem::path> stage_file(const std::filesystem::path& path, std::string_view contents,
                                                std::string& error);
bool commit_staged_file(const std::filesystem::path& staged, const std::filesystem::path& path, std::string& error);

// The name of the temporary file a write of `path` goes through: `path` + ".tmp".
inline constexpr std::string_view kTemporarySuffix = ".tmp";
std::filesystem::path temporary_path_for(const std::filesystem::path& path);

// Removes the temporary files ("*.tmp", files or links, not folders) that a
// write killed midway left in `folder`, and returns how many went. Called at
// start-up, so a crash never leaves clutter until the next good save.
int remove_stale_temporaries(const std::filesystem::path& folder);

}  // namespace core
