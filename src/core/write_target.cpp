// SPDX-License-Identifier: MIT
#include "core/write_target.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>

#include "core/file_descriptor.h"

namespace core {

namespace {

// As the kernel's own limit on links followed in one path (ELOOP).
constexpr int kLinkLimit = 40;

WriteTarget refused(const std::filesystem::path& path, std::string_view what) {
  return {WriteTarget::Kind::Refused, path,
          path.string() + " " + std::string(what) + ", not a file: nothing was written, and it was left as it is"};
}

// What is at `path`, a name no link stands at.
WriteTarget target_at(const std::filesystem::path& path, const struct stat& status) {
  if (S_ISREG(status.st_mode)) return {WriteTarget::Kind::File, path, ""};
  if (S_ISFIFO(status.st_mode) || S_ISCHR(status.st_mode)) return {WriteTarget::Kind::Stream, path, ""};
  if (S_ISDIR(status.st_mode)) return refused(path, "is a folder");
  if (S_ISBLK(status.st_mode)) return refused(path, "is a disk device");
  if (S_ISSOCK(status.st_mode)) return refused(path, "is a socket");
  return refused(path, "is of an unknown kind");
}

std::filesystem::path link_destination(const std::filesystem::path& link, std::error_code& error) {
  const std::filesystem::path destination = std::filesystem::read_symlink(link, error);
  return destination.is_absolute() ? destination : link.parent_path() / destination;
}

}  // namespace

WriteTarget write_target(const std::filesystem::path& path) {
  std::filesystem::path at = path;
  for (int followed = 0; followed <= kLinkLimit; ++followed) {
    struct stat status {};
    if (::lstat(at.c_str(), &status) != 0) {
      if (errno == ENOENT) return {WriteTarget::Kind::File, at, ""};  // a new file, made where the links lead
      return {WriteTarget::Kind::Refused, at, "Could not look at " + at.string() + ": " + std::strerror(errno)};
    }
    if (!S_ISLNK(status.st_mode)) return target_at(at, status);
    std::error_code error;
    at = link_destination(at, error);
    if (error)
      return {WriteTarget::Kind::Refused, at, "Could not follow the link " + path.string() + ": " + error.message()};
  }
  return refused(path, "is a link in a loop of links");
}

Result<void> write_through(const std::filesystem::path& path, std::string_view contents) {
  // O_NONBLOCK only for the open: a pipe with no reader fails with ENXIO instead of waiting.
  FileDescriptor stream(::open(path.c_str(), O_WRONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC));
  if (!stream.valid()) {
    if (errno == ENXIO) return Failure{"Could not write " + path.string() + ": it is a named pipe that no one reads"};
    return Failure{"Could not open " + path.string() + ": " + std::strerror(errno)};
  }
  const int flags = ::fcntl(stream.get(), F_GETFL);
  if (flags >= 0) ::fcntl(stream.get(), F_SETFL, flags & ~O_NONBLOCK);
  if (!write_all(stream.get(), contents) || !stream.close())
    return Failure{"Could not write " + path.string() + ": " + std::strerror(errno)};
  return {};
}

}  // namespace core
