// SPDX-License-Identifier: MIT
#include "core/folder_lock.h"

#include <fcntl.h>
#include <sys/file.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <string>
#include <utility>

namespace core {

FolderLock::FolderLock(FolderLock&& other) noexcept : descriptor_(std::exchange(other.descriptor_, -1)) {}

FolderLock& FolderLock::operator=(FolderLock&& other) noexcept {
  if (this != &other) {
    if (descriptor_ >= 0) ::close(descriptor_);
    descriptor_ = std::exchange(other.descriptor_, -1);
  }
  return *this;
}

// Closing the file is what lets go of the lock.
FolderLock::~FolderLock() {
  if (descriptor_ >= 0) ::close(descriptor_);
}

namespace {

// Why the lock file could not be opened, with what to do where the player can do something: a link or a
// folder in its place is not the game's own file, and only its removal lets the game make one.
std::string unopenable(const std::filesystem::path& file, int reason) {
  const std::string start = "could not open " + file.string() + ": ";
  const std::string remedy = "; remove it, and the game makes the file anew at its next start";
  if (reason == ELOOP) return start + "it is a symbolic link, which the game does not follow for its lock" + remedy;
  if (reason == EISDIR) return start + "it is a folder, where the game keeps a file of its own" + remedy;
  return start + std::strerror(reason);
}

}  // namespace

FolderLockResult lock_folder(const std::filesystem::path& folder) {
  const std::filesystem::path file = folder / kFolderLockFile;
  // O_CLOEXEC: a program the game starts must not inherit the lock and keep it after the game ends.
  const int descriptor = ::open(file.c_str(), O_RDWR | O_CREAT | O_NOFOLLOW | O_CLOEXEC, 0644);
  if (descriptor < 0) return {std::nullopt, false, unopenable(file, errno)};
  // flock, not fcntl: its lock belongs to this open file, so a second open in this process is refused too.
  int locked = -1;
  do {
    locked = ::flock(descriptor, LOCK_EX | LOCK_NB);
  } while (locked != 0 && errno == EINTR);
  if (locked == 0) return {FolderLock(descriptor), false, ""};
  const int reason = errno;
  ::close(descriptor);
  if (reason == EWOULDBLOCK) return {std::nullopt, true, ""};
  return {std::nullopt, false, "could not lock " + file.string() + ": " + std::strerror(reason)};
}

}  // namespace core
