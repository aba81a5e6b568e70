// SPDX-License-Identifier: MIT
#include <doctest/doctest.h>
#include <sys/stat.h>
#include <unistd.h>

#include <chrono>
#include <filesystem>
#include <string>

#include "core/file_reader.h"
#include "file_text.h"
#include "temp_folder.h"

using namespace std::string_literals;
using core::FileReadStatus;

TEST_CASE("a regular file is read whole, byte for byte") {
  TempFolder folder;
  const auto path = folder.path / "save.json";
  const std::string contents = "{\"turn\": 3}\n\0\xff"s;
  write_text(path, contents);
  const core::FileRead read = core::read_regular_file(path, 1024);
  REQUIRE(read.ok());
  CHECK(*read == contents);
}

TEST_CASE("a missing file is reported as missing, not as unreadable") {
  TempFolder folder;
  const core::FileRead read = core::read_regular_file(folder.path / "absent.json", 1024);
  CHECK(read.failure().status == FileReadStatus::Missing);
  CHECK(read.error() == "it does not exist");
  CHECK(core::is_missing(read));
}

TEST_CASE("only a read that found no file counts as missing") {
  TempFolder folder;
  write_text(folder.path / "real.json", "{}");
  CHECK_FALSE(core::is_missing(core::read_regular_file(folder.path / "real.json", 1024)));
  CHECK_FALSE(core::is_missing(core::read_regular_file(folder.path, 1024)));
}

TEST_CASE("a link to a regular file is followed for reading") {
  TempFolder folder;
  write_text(folder.path / "real.json", "{}");
  std::filesystem::create_symlink(folder.path / "real.json", folder.path / "settings.json");
  const core::FileRead read = core::read_regular_file(folder.path / "settings.json", 1024);
  REQUIRE(read.ok());
  CHECK(*read == "{}");
}

TEST_CASE("a folder is refused as not a file") {
  TempFolder folder;
  const core::FileRead read = core::read_regular_file(folder.path, 1024);
  CHECK(read.failure().status == FileReadStatus::NotAFile);
  CHECK(read.error() == "it is a folder, not a file");
}

TEST_CASE("a save linked to /dev/zero is refused at once instead of read until memory runs out") {
  TempFolder folder;
  std::filesystem::create_symlink("/dev/zero", folder.path / "save.json");
  const core::FileRead read = core::read_regular_file(folder.path / "save.json", 256 * 1024 * 1024);
  CHECK(read.failure().status == FileReadStatus::NotAFile);
  CHECK(read.error() == "it is a device, not a file");
}

TEST_CASE("a named pipe with no writer is refused without waiting for one") {
  TempFolder folder;
  const auto path = folder.path / "settings.json";
  REQUIRE(::mkfifo(path.c_str(), 0600) == 0);
  const auto started = std::chrono::steady_clock::now();
  const core::FileRead read = core::read_regular_file(path, 1024);
  CHECK(read.failure().status == FileReadStatus::NotAFile);
  CHECK(read.error() == "it is a named pipe, not a file");
  CHECK(std::chrono::steady_clock::now() - started < std::chrono::seconds(2));
}

TEST_CASE("a file over the cap is refused by its size without being read") {
  TempFolder folder;
  const auto path = folder.path / "highscores.json";
  write_text(path, "");
  // Sparse: 64 GB on paper, nothing on the disk, so only the size check can refuse it in time.
  std::filesystem::resize_file(path, 64ull * 1024 * 1024 * 1024);
  const core::FileRead read = core::read_regular_file(path, 1024 * 1024);
  CHECK(read.failure().status == FileReadStatus::TooLarge);
  CHECK(read.failure().size == 64ull * 1024 * 1024 * 1024);
  CHECK(read.error() == "it is larger than 1 MB, the most a file of its kind may be");
}

TEST_CASE("a file exactly at the cap is read and one byte more is refused") {
  TempFolder folder;
  const auto path = folder.path / "settings.json";
  write_text(path, std::string(100, 'x'));
  CHECK(core::read_regular_file(path, 100).ok());
  CHECK(core::read_regular_file(path, 99).failure().status == FileReadStatus::TooLarge);
}

TEST_CASE("a file that says it is empty but holds more than the cap is stopped at the cap") {
  // /proc files report a size of 0 whatever they hold: only counting what is read can refuse them.
  const core::FileRead read = core::read_regular_file("/proc/self/maps", 16);
  CHECK(read.failure().status == FileReadStatus::TooLarge);
}

TEST_CASE("sizes are worded in the largest whole unit") {
  CHECK(core::describe_size(256 * 1024 * 1024) == "256 MB");
  CHECK(core::describe_size(512 * 1024) == "512 KB");
  CHECK(core::describe_size(100) == "100 bytes");
}
