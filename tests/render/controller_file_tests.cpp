// SPDX-License-Identifier: MIT
// What --virtual-controller says about the path it is given before it reads a line of it.
#include <doctest/doctest.h>
#include <sys/stat.h>

#include "file_text.h"
#include "render/virtual_controller_feed.h"
#include "temp_folder.h"

TEST_CASE("a file of commands, or a link to one, is read without a word") {
  TempFolder folder("controller");
  write_text(folder.path / "pad.txt", "tap a\n");
  std::filesystem::create_symlink(folder.path / "pad.txt", folder.path / "link.txt");
  for (const char* name : {"pad.txt", "link.txt"}) {
    const render::ControllerFileCheck check = render::check_controller_file(folder.path / name);
    CHECK(check.usable);
    CHECK(check.message.empty());
  }
}

TEST_CASE("a file that does not exist yet is waited for, and the log says so") {
  TempFolder folder("controller");
  const render::ControllerFileCheck check = render::check_controller_file(folder.path / "later.txt");
  CHECK(check.usable);
  CHECK(check.message ==
        (folder.path / "later.txt").string() + " does not exist yet: its commands are read once it is made");
}

TEST_CASE("a folder, a device or a pipe is never read, and the log says what it is") {
  TempFolder folder("controller");
  REQUIRE(::mkfifo((folder.path / "pipe").c_str(), 0600) == 0);
  const std::pair<std::filesystem::path, std::string> cases[] = {{folder.path, "a folder"},
                                                                 {"/dev/zero", "a device"},
                                                                 {"/dev/urandom", "a device"},
                                                                 {folder.path / "pipe", "a named pipe"}};
  for (const auto& [path, kind] : cases) {
    CAPTURE(path);
    const render::ControllerFileCheck check = render::check_controller_file(path);
    CHECK_FALSE(check.usable);
    CHECK(check.message == path.string() + " is " + kind + ", not a file of commands: no controller is fed from it");
  }
}
