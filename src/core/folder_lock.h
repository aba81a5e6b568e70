// SPDX-License-Identifier: MIT
#pragma once

#include <filesystem>
#include <optional>
#include <string>

namespace core {

struct FolderLockResult;
FolderLockResult lock_folder(const std::filesystem::path& folder);

// The right to write a folder that one process at a time may write: an
// exclusive flock on a lock file in it, held while this object lives. The
// kernel lets go of it when the process ends, however it ends (a crash or
// SIGKILL leaves nothing to clean up).
class FolderLock {
 public:
  FolderLock(FolderLock&& other) noexcept;
  FolderLock& operator=(FolderLock&& other) noexcept;
  FolderLock(const FolderLock&) = delete;
  FolderLock& operator=(const FolderLock&) = delete;
  ~FolderLock();

 private:
  friend FolderLockResult lock_folder(const std::filesystem::path& folder);
  explicit FolderLock(int descriptor) : descriptor_(descriptor) {}
  int descriptor_ = -1;
};

// What trying to lock a folder gave: the lock, or that another process holds
// it, or why it could not be tried.
struct FolderLockResult {
  std::optional<FolderLock> lock;
  bool held_elsewhere = false;
  std::string problem;  // set when neither: the lock file could not be opened or locked
};

// The lock file's name inside the folder it locks.
inline constexpr const char* kFolderLockFile = "mouseking.lock";

// Tries once, without waiting. A second try while the lock is held is
// refused, from another process and from this one alike.
FolderLockResult lock_folder(const std::filesystem::path& folder);

}  // namespace core
