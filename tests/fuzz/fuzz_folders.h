// SPDX-License-Identifier: MIT
#pragma once

#include <unistd.h>

#include <cstddef>
#include <filesystem>
#include <fstream>
#include <optional>
#include <string>
#include <string_view>
#include <system_error>
#include <vector>

namespace fuzz {

// What parts of an input made of several files are separated by: the line "--8<--".
inline constexpr std::string_view kFileSeparator = "\n--8<--\n";

// A folder of this process's own, so fuzzing jobs running side by side never share files; in memory where
// there is a /dev/shm, as every run writes whole files; removed at exit. `inner` names a folder inside it
// that is the one to use, for a reader that cares what the folder is called.
class ScratchFolder {
 public:
  explicit ScratchFolder(const std::string& name, const std::string& inner = "")
      : root_(scratch_root() / ("mouseking-fuzz-" + name + "-" + std::to_string(getpid()))),
        path_(inner.empty() ? root_ : root_ / inner) {
    std::filesystem::create_directories(path_);
  }
  ~ScratchFolder() {
    std::error_code ignored;
    std::filesystem::remove_all(root_, ignored);
  }
  ScratchFolder(const ScratchFolder&) = delete;
  ScratchFolder& operator=(const ScratchFolder&) = delete;

  const std::filesystem::path& path() const { return path_; }

 private:
  static std::filesystem::path scratch_root() {
    std::error_code missing;
    if (std::filesystem::is_directory("/dev/shm", missing)) return "/dev/shm";
    return std::filesystem::temp_directory_path();
  }

  std::filesystem::path root_;
  std::filesystem::path path_;
};

// The first `count` parts of `input` cut at kFileSeparator; fewer when it has fewer separators, and
// anything after the last part's end is left out.
inline std::vector<std::string_view> split_parts(std::string_view input, std::size_t count) {
  std::vector<std::string_view> parts;
  while (parts.size() < count) {
    const std::size_t separator = input.find(kFileSeparator);
    parts.push_back(input.substr(0, separator));
    if (separator == std::string_view::npos) break;
    input.remove_prefix(separator + kFileSeparator.size());
  }
  return parts;
}

// `file` made to hold `bytes` exactly, or removed when there are none: a part that stands for a missing file.
inline void write_or_remove(const std::filesystem::path& file, std::optional<std::string_view> bytes) {
  if (!bytes) {
    std::filesystem::remove(file);
    return;
  }
  std::ofstream out(file, std::ios::binary | std::ios::trunc);
  out.write(bytes->data(), static_cast<std::streamsize>(bytes->size()));
}

// Like the shipped atlas, whose sprite names are lower-case words joined by '_'; any other name is missing.
inline bool sprite_exists(const std::string& sprite) {
  return sprite.find_first_not_of("abcdefghijklmnopqrstuvwxyz_") == std::string::npos;
}

}  // namespace fuzz
