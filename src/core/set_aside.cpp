// SPDX-License-Identifier: MIT
#include "core/set_aside.h"

#include <system_error>

namespace core {

namespace {

// The first of "<name>.bak", "<name>.bak.1", "<name>.bak.2", ... that names nothing yet.
std::filesystem::path free_backup_path(const std::filesystem::path& path) {
  std::filesystem::path candidate = path;
  candidate += ".bak";
  std::error_code ignored;
  for (int number = 1; std::filesystem::exists(std::filesystem::symlink_status(candidate, ignored)); ++number) {
    candidate = path;
    candidate += ".bak." + std::to_string(number);
  }
  return candidate;
}

}  // namespace

Result<std::filesystem::path> set_file_aside(const std::filesystem::path& path) {
  const std::filesystem::path backup = free_backup_path(path);
  std::error_code error;
  std::filesystem::rename(path, backup, error);
  if (error) return Failure{"could not be moved to " + backup.string() + " (" + error.message() + ")"};
  return backup;
}

}  // namespace core
