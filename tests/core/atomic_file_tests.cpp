#include <doctest/doctest.h>

#include <filesystem>
#include <string>

#include "core/atomic_file.h"
#include "file_text.h"
#include "temp_folder.h"

using namespace std::string_literals;

TEST_CASE("a file written atomically reads back byte for byte and leaves no temporary file") {
  TempFolder folder;
  const auto path = folder.path / "scores.json";
  const std::string contents = "{\n  \"version\": 1\n}\n\0binary\xff"s;
  std::string error;
  REQUIRE_MESSAGE(core::write_file_atomically(path, contents, error), error);
  CHECK(read_text(path) == contents);
  CHECK_FALSE(std::filesystem::exists(folder.path / "scores.json.tmp"));
}

TEST_CASE("writing atomically replaces the old contents") {
  TempFolder folder;
  const auto path = folder.path / "scores.json";
  std::string error;
  REQUIRE(core::write_file_atomically(path, "a much longer first version", error));
  REQUIRE(core::write_file_atomically(path, "short", error));
  CHECK(read_text(path) == "short");
}

TEST_CASE("when the temporary file cannot be written the old file survives and the error says why") {
  TempFolder folder;
  const auto path = folder.path / "scores.json";
  std::string error;
  REQUIRE(core::write_file_atomically(path, "old scores", error));
  // A folder where the temporary file should go makes the write fail before the rename.
  std::filesystem::create_directory(folder.path / "scores.json.tmp");

  CHECK_FALSE(core::write_file_atomically(path, "new scores", error));
  CHECK(error.find("scores.json.tmp") != std::string::npos);
  CHECK(error.find("Is a directory") != std::string::npos);
  CHECK(read_text(path) == "old scores");
  CHECK(std::filesystem::is_directory(folder.path / "scores.json.tmp"));
}

TEST_CASE("when the rename fails the target is untouched and the temporary file is cleaned up") {
  TempFolder folder;
  const auto path = folder.path / "scores.json";
  // A non-empty folder cannot be replaced by a file.
  std::filesystem::create_directories(path / "inside");

  std::string error;
  CHECK_FALSE(core::write_file_atomically(path, "new scores", error));
  CHECK(error.find("scores.json") != std::string::npos);
  CHECK(std::filesystem::is_directory(path / "inside"));
  CHECK_FALSE(std::filesystem::exists(folder.path / "scores.json.tmp"));
}

TEST_CASE("a link planted at the temporary name is neither written through nor renamed into place") {
  TempFolder folder;
  const auto path = folder.path / "save.json";
  const auto target = folder.path / "someone-elses-file";
  write_text(target, "precious");
  std::filesystem::create_symlink(target, folder.path / "save.json.tmp");

  std::string error;
  REQUIRE_MESSAGE(core::write_file_atomically(path, "the new save", error), error);
  CHECK(read_text(target) == "precious");
  CHECK_FALSE(std::filesystem::is_symlink(path));
  CHECK(std::filesystem::is_regular_file(std::filesystem::symlink_status(path)));
  CHECK(read_text(path) == "the new save");
  CHECK_FALSE(std::filesystem::exists(std::filesystem::symlink_status(folder.path / "save.json.tmp")));
}

TEST_CASE("a temporary file left by a killed write does not block the next write") {
  TempFolder folder;
  const auto path = folder.path / "settings.json";
  write_text(folder.path / "settings.json.tmp", "half of an old wri");
  std::string error;
  REQUIRE_MESSAGE(core::write_file_atomically(path, "{}", error), error);
  CHECK(read_text(path) == "{}");
  CHECK_FALSE(std::filesystem::exists(folder.path / "settings.json.tmp"));
}

TEST_CASE("stale temporary files and links are removed at start-up; folders and other files stay") {
  TempFolder folder;
  write_text(folder.path / "save.json", "kept");
  write_text(folder.path / "save.json.tmp", "stale");
  write_text(folder.path / "highscores.json.tmp", "stale");
  std::filesystem::create_symlink("/etc/hostname", folder.path / "settings.json.tmp");
  std::filesystem::create_directory(folder.path / "folder.tmp");

  CHECK(core::remove_stale_temporaries(folder.path) == 3);
  CHECK(read_text(folder.path / "save.json") == "kept");
  CHECK_FALSE(std::filesystem::exists(folder.path / "save.json.tmp"));
  CHECK_FALSE(std::filesystem::exists(folder.path / "highscores.json.tmp"));
  CHECK_FALSE(std::filesystem::exists(std::filesystem::symlink_status(folder.path / "settings.json.tmp")));
  CHECK(std::filesystem::is_directory(folder.path / "folder.tmp"));
}

TEST_CASE("removing stale temporary files from a folder that does not exist does nothing") {
  TempFolder folder;
  CHECK(core::remove_stale_temporaries(folder.path / "absent") == 0);
}
