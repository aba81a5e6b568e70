#include "core/atomic_file.h"

#include <fcntl.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <system_error>

#include "core/file_descriptor.h"

namespace core {

namespace {

std::string describe_errno(const std::string& what, const std::filesystem::path& path) {
  return what + " " + path.string() + ": " + std::strerror(errno);
}

// write() may write less than asked (signals, pipes); keep going until done.
bool write_all(int descriptor, std::string_view contents) {
  while (!contents.empty()) {
    const ssize_t written = ::write(descriptor, contents.data(), contents.size());
    if (written < 0 && errno == EINTR) continue;
    if (written <= 0) return false;
    contents.remove_prefix(static_cast<std::size_t>(written));
  }
  return true;
}

// Fills an already created temporary file and makes sure its bytes are on the disk.
bool fill_and_sync(FileDescriptor& file, const std::filesystem::path& temporary, std::string_view contents,
                   std::string& error) {
  if (!write_all(file.get(), contents)) {
    error = describe_errno("Could not write", temporary);
    return false;
  }
  if (::fsync(file.get()) != 0) {
    error = describe_errno("Could not flush", temporary);
    return false;
  }
  if (!file.close()) {
    error = describe_errno("Could not close", temporary);
    return false;
  }
  return true;
}

// O_EXCL and O_NOFOLLOW: the temporary file is always one this call creates,
// never a link someone planted at its name, which would make the game write
// over the link's target.
int create_temporary(const std::filesystem::path& temporary) {
  return ::open(temporary.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0644);
}

// A name already taken is a stale temporary file of a killed write, or a
// planted link: remove that entry (a link goes, never its target) and try once
// more. A folder is not ours to remove, so it makes the write fail.
int create_fresh_temporary(const std::filesystem::path& temporary) {
  const int descriptor = create_temporary(temporary);
  if (descriptor >= 0 || errno != EEXIST) return descriptor;
  std::error_code status_error;
  if (std::filesystem::is_directory(std::filesystem::symlink_status(temporary, status_error))) {
    errno = EISDIR;  // for the message: the name is taken by a folder
    return -1;
  }
  if (::unlink(temporary.c_str()) != 0) return -1;
  return create_temporary(temporary);
}

bool write_temporary(const std::filesystem::path& temporary, std::string_view contents, std::string& error) {
  FileDescriptor file(create_fresh_temporary(temporary));
  if (!file.valid()) {
    error = describe_errno("Could not create", temporary);
    return false;
  }
  if (fill_and_sync(file, temporary, contents, error)) return true;
  // Only a file this call created is removed; whatever blocked the open stays.
  std::error_code ignored;
  std::filesystem::remove(temporary, ignored);
  return false;
}

// After the rename, syncing the folder makes the new name itself durable.
// Failing here is not worth reporting: the file is already complete.
void sync_folder(const std::filesystem::path& folder) {
  FileDescriptor directory(::open(folder.empty() ? "." : folder.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC));
  if (directory.valid()) ::fsync(directory.get());
}

}  // namespace

std::optional<std::filesystem::path> stage_file(const std::filesystem::path& path, std::string_view contents,
                                                std::string& error) {
  const std::filesystem::path temporary = temporary_path_for(path);
  if (!write_temporary(temporary, contents, error)) return std::nullopt;
  return temporary;
}

bool commit_staged_file(const std::filesystem::path& staged, const std::filesystem::path& path, std::string& error) {
  std::error_code rename_error;
  std::filesystem::rename(staged, path, rename_error);
  if (rename_error) {
    error = "Could not replace " + path.string() + ": " + rename_error.message();
    std::error_code ignored;
    std::filesystem::remove(staged, ignored);
    return false;
  }
  sync_folder(path.parent_path());
  return true;
}

bool write_file_atomically(const std::filesystem::path& path, std::string_view contents, std::string& error) {
  const std::optional<std::filesystem::path> staged = stage_file(path, contents, error);
  return staged && commit_staged_file(*staged, path, error);
}

std::filesystem::path temporary_path_for(const std::filesystem::path& path) {
  std::filesystem::path temporary = path;
  temporary += kTemporarySuffix;
  return temporary;
}

int remove_stale_temporaries(const std::filesystem::path& folder) {
  int removed = 0;
  std::error_code error;
  for (const auto& entry : std::filesystem::directory_iterator(folder, error)) {
    const std::filesystem::path& name = entry.path();
    std::error_code status_error;
    const auto status = std::filesystem::symlink_status(name, status_error);
    // Only what a write leaves behind: a file or a planted link, never a folder.
    const bool leftover = std::filesystem::is_regular_file(status) || std::filesystem::is_symlink(status);
    if (!leftover || !name.filename().string().ends_with(kTemporarySuffix)) continue;
    std::error_code remove_error;
    if (std::filesystem::remove(name, remove_error)) ++removed;
  }
  return removed;
}

}  // namespace core
