// SPDX-License-Identifier: MIT
#include <doctest/doctest.h>
#include <sys/wait.h>
#include <unistd.h>

#include <filesystem>
#include <string>
#include <vector>

#include "core/atomic_file.h"
#include "file_size_limit.h"
#include "file_text.h"
#include "result_checks.h"
#include "temp_folder.h"

using namespace std::string_literals;

namespace {

// The temporary files of the game's writer left in `folder`.
std::vector<std::string> temporaries_in(const std::filesystem::path& folder) {
  std::vector<std::string> names;
  for (const auto& entry : std::filesystem::directory_iterator(folder)) {
    const std::string name = entry.path().filename().string();
    if (core::temporary_file_writer(name)) names.push_back(name);
  }
  return names;
}

// The id of a process that has ended and been reaped: no process runs with it now.
int ended_process() {
  const pid_t child = fork();
  if (child == 0) _exit(0);
  waitpid(child, nullptr, 0);
  return child;
}

std::string temporary_name_of(const std::string& file, int writer) {
  return file + "." + std::to_string(writer) + "-0123456789abcdef.tmp";
}

}  // namespace

TEST_CASE("a file written atomically reads back byte for byte and leaves no temporary file") {
  TempFolder folder;
  const auto path = folder.path / "scores.json";
  const std::string contents = "{\n  \"version\": 1\n}\n\0binary\xff"s;
  REQUIRE_OK(core::write_file_atomically(path, contents));
  CHECK(read_text(path) == contents);
  CHECK(temporaries_in(folder.path).empty());
}

TEST_CASE("writing atomically replaces the old contents") {
  TempFolder folder;
  const auto path = folder.path / "scores.json";
  REQUIRE_OK(core::write_file_atomically(path, "a much longer first version"));
  REQUIRE_OK(core::write_file_atomically(path, "short"));
  CHECK(read_text(path) == "short");
}

TEST_CASE("when the temporary file cannot be written the old file survives and the error says why") {
  TempFolder folder;
  const auto path = folder.path / "scores.json";
  REQUIRE_OK(core::write_file_atomically(path, "old scores"));
  std::string error;
  {
    FileSizeLimit full_disk(4);
    const core::Result<void> written = core::write_file_atomically(path, "new scores");
    CHECK_FALSE(written);
    error = written.error();
  }
  CHECK(error.find("scores.json.") != std::string::npos);
  CHECK(error.find("File too large") != std::string::npos);
  CHECK(read_text(path) == "old scores");
  CHECK(temporaries_in(folder.path).empty());
}

TEST_CASE("when no temporary file can be created the error names the file being written") {
  TempFolder folder;
  write_text(folder.path / "not-a-folder", "");
  const core::Result<void> written =
      core::write_file_atomically(folder.path / "not-a-folder" / "scores.json", "new scores");
  CHECK_FALSE(written);
  const std::string& error = written.error();
  CHECK(error.find("not-a-folder/scores.json") != std::string::npos);
  CHECK(error.find("Not a directory") != std::string::npos);
}

TEST_CASE("when the rename fails the target is untouched and the temporary file is cleaned up") {
  TempFolder folder;
  const auto path = folder.path / "scores.json";
  // A non-empty folder cannot be replaced by a file.
  std::filesystem::create_directories(path / "inside");

  const core::Result<void> written = core::write_file_atomically(path, "new scores");
  CHECK_FALSE(written);
  CHECK(written.error().find("scores.json") != std::string::npos);
  CHECK(std::filesystem::is_directory(path / "inside"));
  CHECK(temporaries_in(folder.path).empty());
}

TEST_CASE("a link planted where an older game put its temporary file is neither written through nor removed") {
  TempFolder folder;
  const auto path = folder.path / "save.json";
  const auto target = folder.path / "someone-elses-file";
  write_text(target, "precious");
  std::filesystem::create_symlink(target, folder.path / "save.json.tmp");

  REQUIRE_OK(core::write_file_atomically(path, "the new save"));
  CHECK(read_text(target) == "precious");
  CHECK_FALSE(std::filesystem::is_symlink(path));
  CHECK(std::filesystem::is_regular_file(std::filesystem::symlink_status(path)));
  CHECK(read_text(path) == "the new save");
  CHECK(std::filesystem::is_symlink(folder.path / "save.json.tmp"));
}

TEST_CASE("a temporary file left by a killed write does not block the next write") {
  TempFolder folder;
  const auto path = folder.path / "settings.json";
  // The first half of a write, then the "kill": the rename never happens.
  REQUIRE_OK(core::stage_file(path, "half of an old wri"));
  REQUIRE_OK(core::write_file_atomically(path, "{}"));
  CHECK(read_text(path) == "{}");
}

TEST_CASE("two writers of one path never remove each other's temporary file") {
  TempFolder folder;
  const auto path = folder.path / "save.json";
  const core::Result<std::filesystem::path> first = core::stage_file(path, "the first run");
  const core::Result<std::filesystem::path> second = core::stage_file(path, "the second run");
  REQUIRE(first);
  REQUIRE(second);
  CHECK(*first != *second);
  CHECK(read_text(*first) == "the first run");
  REQUIRE_OK(core::commit_staged_file(*first, path));
  REQUIRE_OK(core::commit_staged_file(*second, path));
  CHECK(read_text(path) == "the second run");
  CHECK(temporaries_in(folder.path).empty());
}

TEST_CASE("two processes saving one file at once both succeed every time") {
  TempFolder folder;
  const auto path = folder.path / "save.json";
  constexpr int kWrites = 150;
  std::vector<pid_t> writers;
  for (const char* run : {"the run of the first game", "the run of the second game"}) {
    const pid_t child = fork();
    if (child == 0) {
      int failed = 0;
      for (int i = 0; i < kWrites; ++i) failed += core::write_file_atomically(path, run) ? 0 : 1;
      _exit(failed == 0 ? 0 : 1);
    }
    writers.push_back(child);
  }
  for (const pid_t writer : writers) {
    int status = 0;
    waitpid(writer, &status, 0);
    CHECK(WIFEXITED(status));
    CHECK(WEXITSTATUS(status) == 0);
  }
  const std::string last = read_text(path);
  CHECK((last == "the run of the first game" || last == "the run of the second game"));
  CHECK(temporaries_in(folder.path).empty());
}

TEST_CASE("every temporary name is the writer's own form, and only that form is read as one") {
  const std::string name = core::temporary_path_for("/x/save.json").filename().string();
  CHECK(name.starts_with("save.json." + std::to_string(getpid()) + "-"));
  CHECK(core::temporary_file_writer(name) == getpid());
  CHECK(core::temporary_file_writer("save.json.1234-0123456789abcdef.tmp") == 1234);
  CHECK_FALSE(core::temporary_file_writer("save.json.tmp"));
  CHECK_FALSE(core::temporary_file_writer("notes.tmp"));
  CHECK_FALSE(core::temporary_file_writer("save.json.1234-0123456789abcdeg.tmp"));
  CHECK_FALSE(core::temporary_file_writer("save.json.1234-0123456789abcde.tmp"));
  CHECK_FALSE(core::temporary_file_writer("save.json.12x4-0123456789abcdef.tmp"));
  CHECK_FALSE(core::temporary_file_writer(".1234-0123456789abcdef.tmp"));
  CHECK_FALSE(core::temporary_file_writer("save.json.1234-0123456789abcdef.tmp.bak"));
}

TEST_CASE("start-up removes only the temporary files of writers that are gone") {
  TempFolder folder;
  const int gone = ended_process();
  write_text(folder.path / "save.json", "kept");
  write_text(folder.path / temporary_name_of("save.json", gone), "stale");
  write_text(folder.path / temporary_name_of("highscores.json", gone), "stale");
  // Another game that is still running may be writing this one now.
  write_text(folder.path / temporary_name_of("settings.json", getppid()), "being written");
  // The player's own files, which only end like ours.
  write_text(folder.path / "notes.tmp", "mine");
  write_text(folder.path / "save.json.tmp", "mine too");
  std::filesystem::create_symlink("/etc/hostname", folder.path / temporary_name_of("link", gone));
  std::filesystem::create_directory(folder.path / temporary_name_of("folder", gone));

  CHECK(core::remove_stale_temporaries(folder.path) == 2);
  CHECK(read_text(folder.path / "save.json") == "kept");
  CHECK_FALSE(std::filesystem::exists(folder.path / temporary_name_of("save.json", gone)));
  CHECK_FALSE(std::filesystem::exists(folder.path / temporary_name_of("highscores.json", gone)));
  CHECK(read_text(folder.path / temporary_name_of("settings.json", getppid())) == "being written");
  CHECK(read_text(folder.path / "notes.tmp") == "mine");
  CHECK(read_text(folder.path / "save.json.tmp") == "mine too");
  CHECK(std::filesystem::is_symlink(folder.path / temporary_name_of("link", gone)));
  CHECK(std::filesystem::is_directory(folder.path / temporary_name_of("folder", gone)));
}

TEST_CASE("nothing is removed through a link to another folder") {
  TempFolder folder;
  TempFolder elsewhere;
  const int gone = ended_process();
  write_text(elsewhere.path / temporary_name_of("save.json", gone), "the player's");
  std::filesystem::create_directory_symlink(elsewhere.path, folder.path / "screenshots");

  CHECK(core::remove_stale_temporaries(folder.path / "screenshots") == 0);
  CHECK(read_text(elsewhere.path / temporary_name_of("save.json", gone)) == "the player's");
}

TEST_CASE("removing stale temporary files from a folder that does not exist does nothing") {
  TempFolder folder;
  CHECK(core::remove_stale_temporaries(folder.path / "absent") == 0);
}

TEST_CASE("a staged file committed as new never replaces a file of that name, and waits for another name") {
  TempFolder folder;
  const auto taken = folder.path / "shot.png";
  const auto free = folder.path / "shot-2.png";
  write_text(taken, "another game's shot");
  const core::Result<std::filesystem::path> staged = core::stage_file(taken, "this game's shot");
  REQUIRE(staged);

  CHECK(core::commit_staged_file_as_new(*staged, taken).outcome == core::NewNameCommit::Outcome::NameTaken);
  CHECK(read_text(taken) == "another game's shot");
  CHECK(std::filesystem::exists(*staged));
  CHECK(core::commit_staged_file_as_new(*staged, free).outcome == core::NewNameCommit::Outcome::Committed);
  CHECK(read_text(free) == "this game's shot");
  CHECK(temporaries_in(folder.path).empty());
}

TEST_CASE("a staged file that cannot be committed as new is removed and the error says why") {
  TempFolder folder;
  const core::Result<std::filesystem::path> staged = core::stage_file(folder.path / "shot.png", "a shot");
  REQUIRE(staged);
  const core::NewNameCommit commit = core::commit_staged_file_as_new(*staged, folder.path / "absent" / "shot.png");
  CHECK(commit.outcome == core::NewNameCommit::Outcome::Failed);
  CHECK(commit.error.find("absent/shot.png") != std::string::npos);
  CHECK(temporaries_in(folder.path).empty());
}
