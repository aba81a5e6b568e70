#include "temp_data_folder.h"

#include <doctest/doctest.h>
#include <unistd.h>

#include <atomic>
#include <fstream>
#include <sstream>

namespace {

std::atomic<int> folder_counter{0};

}  // namespace

TempDataFolder::TempDataFolder() {
  path_ = std::filesystem::temp_directory_path() /
          ("mouseking-test-" + std::to_string(getpid()) + "-" + std::to_string(folder_counter++)) / "data";
  std::filesystem::remove_all(path_.parent_path());
  std::filesystem::create_directories(path_);
  for (const auto& file : std::filesystem::directory_iterator(MOUSEKING_SHIPPED_DATA_DIR)) {
    if (file.path().extension() == ".json") std::filesystem::copy_file(file.path(), path_ / file.path().filename());
  }
}

TempDataFolder::~TempDataFolder() {
  std::error_code ignored;
  std::filesystem::remove_all(path_.parent_path(), ignored);
}

void TempDataFolder::write(const std::string& file_name, const std::string& text) const {
  std::ofstream(path_ / file_name, std::ios::binary | std::ios::trunc) << text;
}

std::string TempDataFolder::read(const std::string& file_name) const {
  std::ifstream stream(path_ / file_name, std::ios::binary);
  std::ostringstream text;
  text << stream.rdbuf();
  return text.str();
}

void TempDataFolder::replace(const std::string& file_name, const std::string& from, const std::string& to) const {
  std::string text = read(file_name);
  const auto at = text.find(from);
  REQUIRE_MESSAGE(at != std::string::npos, "\"" << from << "\" is not in " << file_name);
  text.replace(at, from.size(), to);
  write(file_name, text);
}
