// SPDX-License-Identifier: MIT
// --dump-state's file, written as the game quits: a test of the whole game reads it, and a hostile
// path (a named pipe no one reads) must not keep the game from quitting.
#include <doctest/doctest.h>
#include <sys/stat.h>

#include <filesystem>

#include "file_text.h"
#include "scenes/scene_context.h"
#include "temp_user_folder.h"

TEST_CASE("the state dump is written whole, and a named pipe no one reads neither hangs the game nor is replaced") {
  const TempUserFolder folder;
  scenes::GameOptions options;
  options.dump_state_file = folder.path / "state.json";
  scenes::write_state_dump(options, "{\"scene\": \"title\"}\n");
  CHECK(read_text(*options.dump_state_file) == "{\"scene\": \"title\"}\n");

  const std::filesystem::path pipe = folder.path / "pipe";
  REQUIRE(::mkfifo(pipe.c_str(), 0600) == 0);
  options.dump_state_file = pipe;
  // With an ofstream this waited for a reader for ever; now it returns at once with a line in the log.
  scenes::write_state_dump(options, "{}\n");
  CHECK(std::filesystem::is_fifo(pipe));
}
