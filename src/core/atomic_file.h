// SPDX-License-Identifier: MIT
#pragma once

#include <filesystem>
#include <optional>
#include <string>
#include <string_view>

#include "core/result.h"

namespace core {

// Replaces the file at `path` with `contents` so that a crash or a full disk
// leaves either the old file or the new one, never half of each: it creates
// a temporary file of its own beside `path` (see temporary_path_for; O_EXCL
// and O_NOFOLLOW, so never through a link planted at that name), flushes it to
// the disk, renames it over `path` and flushes the folder. On failure the old
// file is untouched, the temporary file is removed and the result says why. A
// file of another writer is never removed, so two writers of one path cannot
// spoil each other's write: the last rename wins, whole. A link at `path` is
// followed, a named pipe or a character device is written through, and any
// other kind of file is refused, never replaced (see write_target.h).
Result<void> write_file_atomically(const std::filesystem::path& path, std::string_view contents);

// The two halves of write_file_atomically, for callers that must show what a
// crash between them leaves behind: stage_file writes and flushes a
// temporary file beside `path` and returns its name; commit_staged_file renames it over
// `path`. Until the commit, `path` still holds the previous contents.
Result<std::filesystem::path> stage_file(const std::filesystem::path& path, std::string_view contents);
Result<void> commit_staged_file(const std::filesystem::path& staged, const std::filesystem::path& path);

// How renaming a staged file to a name that must be new went.
struct NewNameCommit {
  enum class Outcome { Committed, NameTaken, Failed };
  Outcome outcome = Outcome::Failed;
  std::string error;  // set when Failed
};
// Renames `staged` to `path` unless a file of that name exists, even one
// another process makes at the same moment: nothing is ever replaced. On
// NameTaken `staged` stays for another name; on Failed it is removed.
NewNameCommit commit_staged_file_as_new(const std::filesystem::path& staged, const std::filesystem::path& path);

// A fresh name for a temporary file of a write of `path`, unique to this
// writer: `path` + ".<process id>-<16 random hexadecimal digits>.tmp".
inline constexpr std::string_view kTemporarySuffix = ".tmp";
std::filesystem::path temporary_path_for(const std::filesystem::path& path);
// The process id in `name` when it is a name temporary_path_for gives (of
// any file), nullopt for every other name.
std::optional<int> temporary_file_writer(std::string_view name);

// Removes the temporary files that writes killed midway left in `folder` and
// returns how many went: only regular files whose names temporary_path_for
// gives, and of a process no longer running. Nothing else is touched: not the
// player's own "*.tmp" files, not folders or links, and nothing at all when
// `folder` itself is a link to another folder. Called at start-up, so a crash
// never leaves clutter until the next good save.
int remove_stale_temporaries(const std::filesystem::path& folder);

}  // namespace core
