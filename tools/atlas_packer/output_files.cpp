// SPDX-License-Identifier: MIT
#include "output_files.h"

#include <fstream>
#include <system_error>

namespace packer {

std::optional<std::string> make_parent_folders(const std::filesystem::path& file) {
  const auto folder = file.parent_path();
  if (folder.empty()) return std::nullopt;
  std::error_code error;
  std::filesystem::create_directories(folder, error);
  if (error) {
    return folder.string() + ": cannot create the folder: " + error.message();
  }
  return std::nullopt;
}

std::optional<std::string> write_text_file(const std::filesystem::path& file, const std::string& text) {
  std::ofstream out(file, std::ios::binary | std::ios::trunc);
  out << text;
  out.close();
  if (!out) return file.string() + ": cannot write the file";
  return std::nullopt;
}

}  // namespace packer
