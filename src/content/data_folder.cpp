// SPDX-License-Identifier: MIT
#include "content/data_folder.h"

#include <system_error>

#include "content/content_files.h"

namespace content {

std::optional<std::string> data_folder_problem(const std::filesystem::path& folder) {
  std::error_code error;
  const std::filesystem::file_status status = std::filesystem::status(folder, error);
  if (status.type() == std::filesystem::file_type::not_found) return "no such folder";
  if (error) return "cannot be read: " + error.message();
  if (std::filesystem::is_directory(status)) return std::nullopt;
  if (std::filesystem::is_regular_file(status)) {
    return std::string("is a file, not a data folder (name the folder that holds ") + kContentFiles[0] +
           " and the rest)";
  }
  return "is not a folder";
}

}  // namespace content
