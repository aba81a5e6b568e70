// SPDX-License-Identifier: MIT
#include "core/file_reader.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstring>

#include "core/file_descriptor.h"

namespace core {

namespace {

// Read in pieces so that a file whose size the kernel reports wrongly (0 for
// /proc files) still reads whole, and one that never ends stops at the cap.
constexpr std::size_t kChunkBytes = 64 * 1024;

FileFailure failed(FileReadStatus status, std::string message) {
  return {.status = status, .size = 0, .message = std::move(message)};
}

FileFailure too_large(std::uintmax_t size, std::size_t max_bytes) {
  return {.status = FileReadStatus::TooLarge,
          .size = size,
          .message = "it is larger than " + describe_size(max_bytes) + ", the most a file of its kind may be"};
}

// What a non-regular file is, for the message that refuses it.
std::string kind_of(mode_t mode) {
  if (S_ISDIR(mode)) return "a folder";
  if (S_ISFIFO(mode)) return "a named pipe";
  if (S_ISCHR(mode) || S_ISBLK(mode)) return "a device";
  if (S_ISSOCK(mode)) return "a socket";
  return "not a regular file";
}

std::string unreadable(const char* what) {
  return std::string("it ") + what + ": " + std::strerror(errno);
}

// Reads until the end of the file or until one byte past the cap.
FileRead read_bounded(int descriptor, std::uintmax_t reported_size, std::size_t max_bytes) {
  std::string bytes;
  bytes.reserve(static_cast<std::size_t>(std::min<std::uintmax_t>(reported_size, max_bytes)));
  char chunk[kChunkBytes];
  while (bytes.size() <= max_bytes) {
    const std::size_t wanted = std::min(kChunkBytes, max_bytes + 1 - bytes.size());
    const ssize_t got = ::read(descriptor, chunk, wanted);
    if (got < 0 && errno == EINTR) continue;
    if (got < 0) return failed(FileReadStatus::Unreadable, unreadable("could not be read"));
    if (got == 0) return bytes;
    bytes.append(chunk, static_cast<std::size_t>(got));
  }
  return too_large(bytes.size(), max_bytes);
}

}  // namespace

bool is_missing(const FileRead& read) {
  return !read && read.failure().status == FileReadStatus::Missing;
}

FileRead read_regular_file(const std::filesystem::path& path, std::size_t max_bytes) {
  // O_NONBLOCK: opening a named pipe would otherwise wait for a writer forever.
  FileDescriptor file(::open(path.c_str(), O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC));
  if (!file.valid()) {
    if (errno == ENOENT) return failed(FileReadStatus::Missing, "it does not exist");
    return failed(FileReadStatus::Unreadable, unreadable("could not be opened"));
  }
  struct stat status {};
  if (::fstat(file.get(), &status) != 0) return failed(FileReadStatus::Unreadable, unreadable("could not be examined"));
  if (!S_ISREG(status.st_mode)) {
    return failed(FileReadStatus::NotAFile, "it is " + kind_of(status.st_mode) + ", not a file");
  }
  const auto reported_size = static_cast<std::uintmax_t>(status.st_size);
  if (reported_size > max_bytes) return too_large(reported_size, max_bytes);
  return read_bounded(file.get(), reported_size, max_bytes);
}

std::string describe_size(std::uintmax_t bytes) {
  constexpr std::uintmax_t kKilobyte = 1024;
  constexpr std::uintmax_t kMegabyte = 1024 * kKilobyte;
  if (bytes >= kMegabyte) return std::to_string(bytes / kMegabyte) + " MB";
  if (bytes >= kKilobyte) return std::to_string(bytes / kKilobyte) + " KB";
  return std::to_string(bytes) + " bytes";
}

}  // namespace core
