// SPDX-License-Identifier: MIT
// What a write to a path the player names does to what is already there: a link is followed, a pipe or
// a character device is written through, and nothing that is not a file is ever replaced by one.
#include <doctest/doctest.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <filesystem>
#include <string>
#include <thread>

#include "core/atomic_file.h"
#include "core/file_descriptor.h"
#include "file_text.h"
#include "temp_folder.h"

namespace {

bool still_a_pipe(const std::filesystem::path& path) {
  return std::filesystem::is_fifo(std::filesystem::symlink_status(path));
}

// Everything written to the pipe at `path` until its writer closes it.
std::string read_pipe(const std::filesystem::path& path) {
  core::FileDescriptor pipe(::open(path.c_str(), O_RDONLY | O_CLOEXEC));
  std::string read;
  char buffer[256];
  for (ssize_t got = 0; (got = ::read(pipe.get(), buffer, sizeof buffer)) > 0;) read.append(buffer, buffer + got);
  return read;
}

}  // namespace

TEST_CASE("a link is followed: the file it leads to gets the new contents and the link stays a link") {
  TempFolder folder("write-target");
  write_text(folder.path / "real.json", "old");
  std::filesystem::create_symlink("real.json", folder.path / "summary.json");
  REQUIRE(core::write_file_atomically(folder.path / "summary.json", "new"));
  CHECK(std::filesystem::is_symlink(folder.path / "summary.json"));
  CHECK(read_text(folder.path / "real.json") == "new");
}

TEST_CASE("a link to a name not yet taken makes the file where it leads") {
  TempFolder folder("write-target");
  std::filesystem::create_directory(folder.path / "dotfiles");
  std::filesystem::create_symlink(folder.path / "dotfiles" / "settings.json", folder.path / "settings.json");
  REQUIRE(core::write_file_atomically(folder.path / "settings.json", "{}"));
  CHECK(std::filesystem::is_symlink(folder.path / "settings.json"));
  CHECK(read_text(folder.path / "dotfiles" / "settings.json") == "{}");
}

TEST_CASE("a named pipe with a reader is written through and stays a pipe") {
  TempFolder folder("write-target");
  const auto path = folder.path / "summary.fifo";
  REQUIRE(::mkfifo(path.c_str(), 0600) == 0);
  std::string received;
  std::thread reader([&] { received = read_pipe(path); });
  // The reader may not have opened the pipe yet: the write is tried until it has.
  core::Result<void> written = core::write_file_atomically(path, "Turns: 12\n");
  for (int tries = 0; !written && tries < 2000; ++tries) {
    ::usleep(1000);
    written = core::write_file_atomically(path, "Turns: 12\n");
  }
  reader.join();
  CHECK(written);
  CHECK(received == "Turns: 12\n");
  CHECK(still_a_pipe(path));
}

TEST_CASE("a named pipe that no one reads is an error at once, not a wait, and stays a pipe") {
  TempFolder folder("write-target");
  const auto path = folder.path / "nobody.fifo";
  REQUIRE(::mkfifo(path.c_str(), 0600) == 0);
  const core::Result<void> written = core::write_file_atomically(path, "text");
  REQUIRE_FALSE(written);
  CHECK(written.error().find("a named pipe that no one reads") != std::string::npos);
  CHECK(still_a_pipe(path));
}

TEST_CASE("a device is written through: /dev/null takes the text, /dev/full says it is full, both stay devices") {
  TempFolder folder("write-target");
  std::filesystem::create_symlink("/dev/null", folder.path / "quiet");
  CHECK(core::write_file_atomically(folder.path / "quiet", "text"));
  const core::Result<void> full = core::write_file_atomically("/dev/full", "text");
  REQUIRE_FALSE(full);
  CHECK(full.error().find("/dev/full") != std::string::npos);
  CHECK(std::filesystem::is_character_file("/dev/full"));
  CHECK(std::filesystem::is_character_file("/dev/null"));
  CHECK(std::filesystem::is_symlink(folder.path / "quiet"));
}

TEST_CASE("a folder at the path is refused with a sentence saying so, and left as it was") {
  TempFolder folder("write-target");
  std::filesystem::create_directory(folder.path / "report.html");
  write_text(folder.path / "report.html" / "kept.txt", "kept");
  const core::Result<void> written = core::write_file_atomically(folder.path / "report.html", "<html>");
  REQUIRE_FALSE(written);
  CHECK(written.error() == (folder.path / "report.html").string() +
                               " is a folder, not a file: nothing was written, and it was left as it is");
  CHECK(read_text(folder.path / "report.html" / "kept.txt") == "kept");
}

TEST_CASE("links in a loop are refused rather than followed for ever") {
  TempFolder folder("write-target");
  std::filesystem::create_symlink("b", folder.path / "a");
  std::filesystem::create_symlink("a", folder.path / "b");
  const core::Result<void> written = core::write_file_atomically(folder.path / "a", "text");
  REQUIRE_FALSE(written);
  CHECK(written.error().find("a loop of links") != std::string::npos);
  CHECK(std::filesystem::is_symlink(folder.path / "a"));
}
