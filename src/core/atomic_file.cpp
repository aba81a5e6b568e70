#include "core/atomic_file.h"

#include <fcntl.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <fstream>
#include <sstream>
#include <system_error>

namespace core {

namespace {

// Closes a POSIX file descriptor when it goes out of scope, so every early
// return below releases it.
class FileDescriptor {
 public:
  explicit FileDescriptor(int descriptor) : descriptor_(descriptor) {}
  ~FileDescriptor() {
    if (descriptor_ >= 0) ::close(descriptor_);
  }
  FileDescriptor(const FileDescriptor&) = delete;
  FileDescriptor& operator=(const FileDescriptor&) = delete;

  int get() const { return descriptor_; }
  bool valid() const { return descriptor_ >= 0; }
  // Closes now and reports whether the close succeeded: on some file systems
  // a failed close is the first sign that the data never reached the disk.
  bool close() {
    const int result = ::close(descriptor_);
    descriptor_ = -1;
    return result == 0;
  }

 private:
  int descriptor_;
};

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

bool write_temporary(const std::filesystem::path& temporary, std::string_view contents, std::string& error) {
  FileDescriptor file(::open(temporary.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644));
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
  std::filesystem::path temporary = path;
  temporary += ".tmp";
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

std::optional<std::string> read_file(const std::filesystem::path& path) {
  // A folder opens as a stream on Linux and reads as empty; it is not a file.
  std::error_code ignored;
  if (std::filesystem::is_directory(path, ignored)) return std::nullopt;
  std::ifstream stream(path, std::ios::binary);
  if (!stream) return std::nullopt;
  std::ostringstream contents;
  contents << stream.rdbuf();
  if (stream.bad()) return std::nullopt;
  return contents.str();
}

}  // namespace core
