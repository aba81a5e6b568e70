#include <doctest/doctest.h>

#include <filesystem>
#include <string>

#include "core/atomic_file.h"
#include "temp_folder.h"

using namespace std::string_literals;

TEST_CASE("a file written atomically reads back byte for byte and leaves no temporary file") {
  TempFolder folder;
  const auto path = folder.path / "scores.json";
  const std::string contents = "{\n  \"version\": 1\n}\n\0binary\xff"s;
  std::string error;
  REQUIRE_MESSAGE(core::write_file_atomically(path, contents, error), error);
  CHECK(core::read_file(path) == contents);
  CHECK_FALSE(std::filesystem::exists(folder.path / "scores.json.tmp"));
}

TEST_CASE("writing atomically replaces the old contents") {
  TempFolder folder;
  const auto path = folder.path / "scores.json";
  std::string error;
  REQUIRE(core::write_file_atomically(path, "a much longer first version", error));
  REQUIRE(core::write_file_atomically(path, "short", error));
  CHECK(core::read_file(path) == "short");
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
  CHECK(core::read_file(path) == "old scores");
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

TEST_CASE("reading a missing file or a folder gives nothing") {
  TempFolder folder;
  CHECK_FALSE(core::read_file(folder.path / "absent.json"));
  CHECK_FALSE(core::read_file(folder.path));
}
