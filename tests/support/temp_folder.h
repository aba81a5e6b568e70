// SPDX-License-Identifier: MIT
#pragma once

#include <unistd.h>

#include <filesystem>
#include <string>

// A fresh, empty folder for one test, removed when the test ends.
class TempFolder {
 public:
  explicit TempFolder(const std::string& purpose = "test")
      : path(std::filesystem::temp_directory_path() /
             ("mouseking-" + purpose + "-" + std::to_string(getpid()) + "-" + std::to_string(created_++))) {
    std::filesystem::remove_all(path);
    std::filesystem::create_directories(path);
  }
  ~TempFolder() {
    std::error_code ignored;
    std::filesystem::remove_all(path, ignored);
  }
  TempFolder(const TempFolder&) = delete;
  TempFolder& operator=(const TempFolder&) = delete;

  const std::filesystem::path path;

 private:
  inline static int created_ = 0;
};
