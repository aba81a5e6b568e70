// SPDX-License-Identifier: MIT
#include "temporary_folder.h"

#include <unistd.h>

#include <fstream>
#include <stdexcept>

namespace bench {

namespace {

constexpr int kMaxFolderNameAttempts = 1000;

}  // namespace

std::filesystem::path make_unique_folder() {
  const std::filesystem::path temporary = std::filesystem::temp_directory_path();
  const std::string prefix = "mouseking_benchmark_" + std::to_string(getpid()) + "_";
  for (int attempt = 0; attempt < kMaxFolderNameAttempts; ++attempt) {
    std::filesystem::path candidate = temporary / (prefix + std::to_string(attempt));
    // False, without an error, when the folder is already there.
    if (std::filesystem::create_directory(candidate)) return candidate;
  }
  throw std::runtime_error("no free folder name in " + temporary.string());
}

void write_text_file(const std::filesystem::path& file, const std::string& text) {
  std::ofstream output(file, std::ios::trunc);
  output << text;
  if (!output) throw std::runtime_error("cannot write " + file.string());
}

}  // namespace bench
