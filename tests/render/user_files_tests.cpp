// SPDX-License-Identifier: MIT
#include <doctest/doctest.h>
#include <stdlib.h>

#include <filesystem>
#include <optional>
#include <string>

#include "file_text.h"
#include "render/user_files.h"
#include "temp_folder.h"

namespace {

// Points XDG_DATA_HOME somewhere for one test and puts the old value back after it.
class DataHome {
 public:
  explicit DataHome(const std::filesystem::path& folder) {
    if (const char* old = ::getenv("XDG_DATA_HOME")) old_ = old;
    ::setenv("XDG_DATA_HOME", folder.c_str(), 1);
  }
  ~DataHome() {
    if (old_)
      ::setenv("XDG_DATA_HOME", old_->c_str(), 1);
    else
      ::unsetenv("XDG_DATA_HOME");
  }
  DataHome(const DataHome&) = delete;
  DataHome& operator=(const DataHome&) = delete;

 private:
  std::optional<std::string> old_;
};

}  // namespace

TEST_CASE("the player's folder is made under XDG_DATA_HOME") {
  TempFolder folder("user-files");
  DataHome home(folder.path);
  const render::UserFolder user = render::user_files_dir();
  CHECK(user.problem.empty());
  CHECK(user.path == folder.path / "mouseking/");
  CHECK(std::filesystem::is_directory(folder.path / "mouseking"));
}

TEST_CASE("a data folder that cannot hold the player's folder gives no folder and says why, never another one") {
  TempFolder folder("user-files");
  // A file where the data folder should be: mkdir fails for every user, root included.
  write_text(folder.path / "not-a-folder", "");
  DataHome home(folder.path / "not-a-folder");
  const render::UserFolder user = render::user_files_dir();
  CHECK(user.path.empty());
  CHECK(user.problem.starts_with("Your runs, high scores, settings and screenshots will not be kept: "));
}
