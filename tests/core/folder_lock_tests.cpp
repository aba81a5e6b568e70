// SPDX-License-Identifier: MIT
#include <doctest/doctest.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <filesystem>

#include "core/folder_lock.h"
#include "temp_folder.h"

namespace {

// A child process that takes the folder's lock and holds it until it is killed;
// returns once the child holds it (or has failed to take it, and ended).
pid_t child_holding_lock(const std::filesystem::path& folder) {
  int ready[2];
  REQUIRE(pipe(ready) == 0);
  const pid_t child = fork();
  if (child == 0) {
    close(ready[0]);
    const core::FolderLockResult taken = core::lock_folder(folder);
    if (!taken.lock) _exit(1);
    const char held = 'h';
    if (write(ready[1], &held, 1) != 1) _exit(1);
    for (;;) pause();
  }
  close(ready[1]);
  char held = 0;
  const ssize_t got = read(ready[0], &held, 1);
  close(ready[0]);
  REQUIRE(got == 1);
  return child;
}

}  // namespace

TEST_CASE("a folder locked once cannot be locked again in the same process until the lock goes") {
  TempFolder folder;
  std::optional<core::FolderLockResult> first = core::lock_folder(folder.path);
  REQUIRE(first->lock);
  const core::FolderLockResult second = core::lock_folder(folder.path);
  CHECK_FALSE(second.lock);
  CHECK(second.held_elsewhere);
  CHECK(second.problem.empty());

  first.reset();
  CHECK(core::lock_folder(folder.path).lock);
}

TEST_CASE("a folder locked by another process is refused, and free again once that process is killed") {
  TempFolder folder;
  const pid_t holder = child_holding_lock(folder.path);
  const core::FolderLockResult refused = core::lock_folder(folder.path);
  CHECK_FALSE(refused.lock);
  CHECK(refused.held_elsewhere);

  kill(holder, SIGKILL);
  waitpid(holder, nullptr, 0);
  const core::FolderLockResult after = core::lock_folder(folder.path);
  CHECK(after.lock);
  CHECK_FALSE(after.held_elsewhere);
}

TEST_CASE("a lock moved to another owner is still held, and let go when that owner goes") {
  TempFolder folder;
  std::optional<core::FolderLock> owner;
  {
    core::FolderLockResult taken = core::lock_folder(folder.path);
    REQUIRE(taken.lock);
    owner = std::move(taken.lock);
  }
  CHECK(core::lock_folder(folder.path).held_elsewhere);
  owner.reset();
  CHECK(core::lock_folder(folder.path).lock);
}

TEST_CASE("a folder that cannot hold a lock file says why, and is not taken for locked elsewhere") {
  TempFolder folder;
  const core::FolderLockResult result = core::lock_folder(folder.path / "absent");
  CHECK_FALSE(result.lock);
  CHECK_FALSE(result.held_elsewhere);
  CHECK(result.problem.find("mouseking.lock") != std::string::npos);
  CHECK(result.problem.find("No such file or directory") != std::string::npos);
}

TEST_CASE("a lock file that is a symbolic link is refused with what that means and what to do") {
  TempFolder folder;
  std::filesystem::create_symlink(folder.path / "elsewhere", folder.path / core::kFolderLockFile);
  const core::FolderLockResult result = core::lock_folder(folder.path);
  CHECK_FALSE(result.lock);
  CHECK_FALSE(result.held_elsewhere);
  CHECK(result.problem.find((folder.path / core::kFolderLockFile).string()) != std::string::npos);
  CHECK(result.problem.find("is a symbolic link") != std::string::npos);
  CHECK(result.problem.find("remove it") != std::string::npos);
  CHECK_FALSE(std::filesystem::exists(folder.path / "elsewhere"));  // the link was not followed
}

TEST_CASE("a lock file that is a folder is refused with what to do") {
  TempFolder folder;
  std::filesystem::create_directory(folder.path / core::kFolderLockFile);
  const core::FolderLockResult result = core::lock_folder(folder.path);
  CHECK_FALSE(result.lock);
  CHECK(result.problem.find("is a folder") != std::string::npos);
  CHECK(result.problem.find("remove it") != std::string::npos);
}
