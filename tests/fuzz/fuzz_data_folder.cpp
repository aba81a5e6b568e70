// SPDX-License-Identifier: MIT
// Fuzzes loading a whole data folder with content::load_database.
//
// Input format: the content files in the order of content::kContentFiles (monsters, weapons, armour,
// microchips, items, floors, player, rules), separated by the line "--8<--", that is by the bytes
// "\n--8<--\n". A file whose part is absent (too few separators) is missing from the folder; anything after
// the last file's part is ignored. corpus/fuzz_data_folder/shipped_data is the shipped folder so joined.
#include <unistd.h>

#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>
#include <string_view>
#include <vector>

#include "content/loading.h"
#include "fuzz_check.h"

namespace {

constexpr std::string_view kFileSeparator = "\n--8<--\n";
constexpr std::size_t kFileCount = std::size(content::kContentFiles);

// Every run writes a whole data folder: in memory that is much faster than on a disk.
std::filesystem::path scratch_root() {
  std::error_code missing;
  if (std::filesystem::is_directory("/dev/shm", missing)) return "/dev/shm";
  return std::filesystem::temp_directory_path();
}

// A folder of this process's own, so fuzzing jobs running side by side never share files; removed at exit.
class ScratchFolder {
 public:
  ScratchFolder() : path_(scratch_root() / ("mouseking-fuzz-data-" + std::to_string(getpid()))) {
    std::filesystem::create_directories(path_);
  }
  ~ScratchFolder() {
    std::error_code ignored;
    std::filesystem::remove_all(path_, ignored);
  }
  ScratchFolder(const ScratchFolder&) = delete;
  ScratchFolder& operator=(const ScratchFolder&) = delete;

  const std::filesystem::path& path() const { return path_; }

 private:
  std::filesystem::path path_;
};

std::vector<std::string_view> split_files(std::string_view input) {
  std::vector<std::string_view> parts;
  while (parts.size() < kFileCount) {
    const std::size_t separator = input.find(kFileSeparator);
    parts.push_back(input.substr(0, separator));
    if (separator == std::string_view::npos) break;
    input.remove_prefix(separator + kFileSeparator.size());
  }
  return parts;
}

void write_folder(const std::filesystem::path& folder, const std::vector<std::string_view>& parts) {
  for (std::size_t i = 0; i < kFileCount; ++i) {
    const std::filesystem::path file = folder / content::kContentFiles[i];
    if (i >= parts.size()) {
      std::filesystem::remove(file);
      continue;
    }
    std::ofstream out(file, std::ios::binary | std::ios::trunc);
    out.write(parts[i].data(), static_cast<std::streamsize>(parts[i].size()));
  }
}

// Like the shipped atlas, whose sprite names are lower-case words joined by '_'; any other name is missing.
bool sprite_exists(const std::string& sprite) {
  return sprite.find_first_not_of("abcdefghijklmnopqrstuvwxyz_") == std::string::npos;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  static const ScratchFolder folder;
  write_folder(folder.path(), split_files({reinterpret_cast<const char*>(data), size}));
  const content::LoadResult result = content::load_database(folder.path(), {sprite_exists, {"neo_mouse", "crowbar"}});
  fuzz::check(fuzz::is_utf8(result.diagnostics.to_string()), "every message is UTF-8");
  fuzz::check(result.database.has_value() == !result.diagnostics.has_errors(), "a database exactly when no errors");
  if (result.database) {
    for (const std::string& name : result.database->all_names()) static_cast<void>(result.database->find_monster(name));
  }
  return 0;
}
