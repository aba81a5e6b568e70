// SPDX-License-Identifier: MIT
#include "core/atomic_file.h"

#include <fcntl.h>
#include <stdio.h>
#include <unistd.h>

#include <cerrno>
#include <charconv>
#include <csignal>
#include <cstring>
#include <random>
#include <system_error>

#include "core/file_descriptor.h"
#include "core/hexadecimal.h"
#include "core/write_target.h"

namespace core {

namespace {

Failure describe_errno(const std::string& what, const std::filesystem::path& path) {
  return {what + " " + path.string() + ": " + std::strerror(errno)};
}

// Fills an already created temporary file and makes sure its bytes are on the disk.
Result<void> fill_and_sync(FileDescriptor& file, const std::filesystem::path& temporary, std::string_view contents) {
  if (!write_all(file.get(), contents)) return describe_errno("Could not write", temporary);
  if (::fsync(file.get()) != 0) return describe_errno("Could not flush", temporary);
  if (!file.close()) return describe_errno("Could not close", temporary);
  return {};
}

// O_EXCL and O_NOFOLLOW: the temporary file is always one this call creates,
// never a link someone planted at its name, which would make the game write
// over the link's target.
int create_temporary(const std::filesystem::path& temporary) {
  return ::open(temporary.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0644);
}

// A name already taken (by another writer, or planted) is never removed: that
// file is not this call's. Another random name is tried instead.
constexpr int kNameAttempts = 8;

// A temporary file this call created and holds open.
struct CreatedTemporary {
  std::filesystem::path name;
  int descriptor = -1;
};

// The temporary file created, or nullopt with errno set.
std::optional<CreatedTemporary> create_fresh_temporary(const std::filesystem::path& path) {
  for (int attempt = 0; attempt < kNameAttempts; ++attempt) {
    std::filesystem::path temporary = temporary_path_for(path);
    const int descriptor = create_temporary(temporary);
    if (descriptor >= 0) return CreatedTemporary{std::move(temporary), descriptor};
    if (errno != EEXIST) return std::nullopt;
  }
  return std::nullopt;
}

Result<std::filesystem::path> write_temporary(const std::filesystem::path& path, std::string_view contents) {
  const std::optional<CreatedTemporary> created = create_fresh_temporary(path);
  if (!created) return describe_errno("Could not create a temporary file for", path);
  FileDescriptor file(created->descriptor);
  Result<void> filled = fill_and_sync(file, created->name, contents);
  if (filled) return created->name;
  // Only a file this call created is removed.
  std::error_code ignored;
  std::filesystem::remove(created->name, ignored);
  return Failure{filled.error()};
}

// After the rename, syncing the folder makes the new name itself durable.
// Failing here is not worth reporting: the file is already complete.
void sync_folder(const std::filesystem::path& folder) {
  FileDescriptor directory(::open(folder.empty() ? "." : folder.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC));
  if (directory.valid()) ::fsync(directory.get());
}

}  // namespace

Result<std::filesystem::path> stage_file(const std::filesystem::path& path, std::string_view contents) {
  return write_temporary(path, contents);
}

Result<void> commit_staged_file(const std::filesystem::path& staged, const std::filesystem::path& path) {
  std::error_code rename_error;
  std::filesystem::rename(staged, path, rename_error);
  if (rename_error) {
    std::error_code ignored;
    std::filesystem::remove(staged, ignored);
    return Failure{"Could not replace " + path.string() + ": " + rename_error.message()};
  }
  sync_folder(path.parent_path());
  return {};
}

namespace {

// rename(2) without replacing; where the file system cannot do that (EINVAL),
// a hard link does the same, and the staged name goes after. 0 or -1 with errno.
int rename_without_replacing(const std::filesystem::path& from, const std::filesystem::path& to) {
  if (::renameat2(AT_FDCWD, from.c_str(), AT_FDCWD, to.c_str(), RENAME_NOREPLACE) == 0) return 0;
  if (errno != EINVAL && errno != ENOSYS) return -1;
  if (::link(from.c_str(), to.c_str()) != 0) return -1;
  ::unlink(from.c_str());
  return 0;
}

}  // namespace

NewNameCommit commit_staged_file_as_new(const std::filesystem::path& staged, const std::filesystem::path& path) {
  if (rename_without_replacing(staged, path) == 0) {
    sync_folder(path.parent_path());
    return {NewNameCommit::Outcome::Committed, ""};
  }
  if (errno == EEXIST) return {NewNameCommit::Outcome::NameTaken, ""};
  Failure failure = describe_errno("Could not create", path);
  std::error_code ignored;
  std::filesystem::remove(staged, ignored);
  return {NewNameCommit::Outcome::Failed, std::move(failure.message)};
}

Result<void> write_file_atomically(const std::filesystem::path& path, std::string_view contents) {
  const WriteTarget target = write_target(path);
  if (target.kind == WriteTarget::Kind::Refused) return Failure{target.refusal};
  if (target.kind == WriteTarget::Kind::Stream) return write_through(target.path, contents);
  const Result<std::filesystem::path> staged = stage_file(target.path, contents);
  if (!staged) return Failure{staged.error()};
  return commit_staged_file(*staged, target.path);
}

std::filesystem::path temporary_path_for(const std::filesystem::path& path) {
  // Not the game's dice: a name only has to differ from every other writer's.
  static std::random_device entropy;
  const std::uint64_t random = (std::uint64_t{entropy()} << 32) | entropy();
  std::filesystem::path temporary = path;
  temporary += "." + std::to_string(::getpid()) + "-" + to_hexadecimal(random) + std::string(kTemporarySuffix);
  return temporary;
}

std::optional<int> temporary_file_writer(std::string_view name) {
  if (!name.ends_with(kTemporarySuffix)) return std::nullopt;
  name.remove_suffix(kTemporarySuffix.size());
  constexpr std::size_t kRandomDigits = 16;
  const std::size_t dash = name.rfind('-');
  if (dash == std::string_view::npos || name.size() - dash - 1 != kRandomDigits) return std::nullopt;
  if (!from_hexadecimal(name.substr(dash + 1))) return std::nullopt;
  const std::size_t dot = name.rfind('.', dash);
  // Something must come before the writer's part: the name of the file written.
  if (dot == std::string_view::npos || dot == 0) return std::nullopt;
  const std::string_view pid = name.substr(dot + 1, dash - dot - 1);
  int writer = 0;
  const auto [end, problem] = std::from_chars(pid.data(), pid.data() + pid.size(), writer);
  if (problem != std::errc() || end != pid.data() + pid.size() || writer <= 0) return std::nullopt;
  return writer;
}

namespace {

// A process that is still running may be writing its temporary file right now.
// This process's own number is stale: clearing runs before this process writes,
// and a crashed game's number comes back often where processes are few.
bool writer_is_running(int writer) {
  if (writer == ::getpid()) return false;
  return ::kill(writer, 0) == 0 || errno == EPERM;
}

}  // namespace

int remove_stale_temporaries(const std::filesystem::path& folder) {
  std::error_code error;
  // A folder linked from elsewhere belongs to the player: nothing in it is cleared.
  if (std::filesystem::is_symlink(std::filesystem::symlink_status(folder, error))) return 0;
  int removed = 0;
  for (const auto& entry : std::filesystem::directory_iterator(folder, error)) {
    const std::filesystem::path& name = entry.path();
    const std::optional<int> writer = temporary_file_writer(name.filename().string());
    if (!writer || writer_is_running(*writer)) continue;
    std::error_code status_error;
    const auto status = std::filesystem::symlink_status(name, status_error);
    // Only what a write leaves behind: a file, never a folder.
    if (!std::filesystem::is_regular_file(status)) continue;
    std::error_code remove_error;
    if (std::filesystem::remove(name, remove_error)) ++removed;
  }
  return removed;
}

}  // namespace core
