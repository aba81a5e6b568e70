// SPDX-License-Identifier: MIT
#pragma once

#include <filesystem>
#include <string>
#include <string_view>

#include "core/result.h"

namespace core {

// Where a write to a path the player names goes, once its links are followed: a file (or a new name)
// is replaced whole through a temporary file beside it; a named pipe or a character device
// (/dev/stdout, /dev/null, a terminal) is written through, as a shell's `>` would, so it stays what it
// is; anything else (a folder, a disk, a socket, a loop of links) is refused and left untouched. A
// link is followed, never replaced: a settings file linked into a dotfiles folder stays linked.
struct WriteTarget {
  enum class Kind { File, Stream, Refused };
  Kind kind = Kind::Refused;
  std::filesystem::path path;  // the file or stream at the end of the links
  std::string refusal;         // why, when Refused: "… is a folder, not a file: nothing was written"
};

WriteTarget write_target(const std::filesystem::path& path);

// Writes `contents` to the stream at `path` (a Stream target). A named pipe that no one reads is an
// error at once rather than a wait for a reader that may never come.
Result<void> write_through(const std::filesystem::path& path, std::string_view contents);

}  // namespace core
