// SPDX-License-Identifier: MIT
#pragma once

#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <string>

#include "core/result.h"

namespace core {

// Why a file was not read.
enum class FileReadStatus {
  Missing,     // nothing by that name (or a link that points at nothing)
  NotAFile,    // a folder, named pipe, device or socket: never read
  TooLarge,    // larger than the cap the caller gave
  Unreadable,  // it exists but could not be opened or read
};

// Why a file was not read, and what the caller may act on: a missing file is often only "none yet".
struct FileFailure {
  FileReadStatus status = FileReadStatus::Missing;
  std::uintmax_t size = 0;  // the size found when status is TooLarge
  std::string message;      // in a player's words: "it is a named pipe, not a file"
};

// A file's whole contents, or why they were not read.
using FileRead = Result<std::string, FileFailure>;

// Whether the read failed only because there is no such file.
bool is_missing(const FileRead& read);

// Reads a regular file of at most `max_bytes`, in bounded time and memory, for
// every file the game reads (saves, settings, high scores, replays, content,
// scenarios, the atlas index). A link is followed, but only to a regular file.
// The file is opened without blocking (a named pipe cannot stall the game),
// checked on the opened descriptor (no gap between the check and the read),
// and never more than `max_bytes` + 1 bytes are read, so a file that grows or
// lies about its size (/proc, /dev/zero) is refused rather than swallowed.
FileRead read_regular_file(const std::filesystem::path& path, std::size_t max_bytes);

// "256 MB", "1 MB", "512 KB": a cap in the words of a message.
std::string describe_size(std::uintmax_t bytes);

}  // namespace core
