// SPDX-License-Identifier: MIT
#include "core/asset_files.h"

#include <algorithm>
#include <system_error>

namespace core {

std::string asset_name_of(const std::string& file_name) {
  return std::filesystem::path(file_name).stem().string();
}

std::vector<std::filesystem::path> list_asset_files(const std::filesystem::path& folder, std::string_view extension) {
  std::vector<std::filesystem::path> files;
  std::error_code error;
  for (const auto& entry : std::filesystem::directory_iterator(folder, error)) {
    if (!entry.is_directory(error) && entry.path().extension() == extension) files.push_back(entry.path());
  }
  std::sort(files.begin(), files.end(),
            [](const auto& a, const auto& b) { return a.filename().string() < b.filename().string(); });
  return files;
}

}  // namespace core
