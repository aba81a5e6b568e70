// SPDX-License-Identifier: MIT
#include <doctest/doctest.h>

#include <filesystem>

#include "file_text.h"
#include "game/replay/replay_archive.h"
#include "temp_folder.h"

namespace {

// A table whose one entry names the replay `kept`.
game::HighScoreTable table_naming(const std::string& kept) {
  game::HighScoreTable table;
  game::HighScore entry;
  entry.score = 100;
  entry.replay = kept;
  table.insert(entry);
  return table;
}

}  // namespace

TEST_CASE("only the names the archive gives are taken for archived replays") {
  game::RunSummary summary;
  summary.seed = 18446744073709551615ULL;
  summary.turns = 812;
  summary.xp = 0;
  CHECK(game::archived_replay_name(summary) == "run-18446744073709551615-812-0.json");
  CHECK(game::is_archived_replay_name(game::archived_replay_name(summary)));
  CHECK(game::is_archived_replay_name("run-1-2-3.json"));
  CHECK_FALSE(game::is_archived_replay_name("run-to-the-shops.json"));
  CHECK_FALSE(game::is_archived_replay_name("run-1-2.json"));
  CHECK_FALSE(game::is_archived_replay_name("run-1-2-3-4.json"));
  CHECK_FALSE(game::is_archived_replay_name("run-1--3.json"));
  CHECK_FALSE(game::is_archived_replay_name("run-1-2-3.json.bak"));
  CHECK_FALSE(game::is_archived_replay_name("last-run.json"));
}

TEST_CASE("pruning removes the game's unnamed replays and leaves the player's files and links") {
  TempFolder user("archive");
  const std::filesystem::path replays = game::replays_dir(user.path);
  std::filesystem::create_directories(replays);
  TempFolder elsewhere("archive-elsewhere");
  write_text(replays / "run-1-2-3.json", "named by the table");
  write_text(replays / "run-4-5-6.json", "no longer named");
  write_text(replays / "run-to-the-shops.json", "the player's");
  write_text(replays / "last-run.json", "the last run");
  write_text(elsewhere.path / "target.json", "linked");
  std::filesystem::create_symlink(elsewhere.path / "target.json", replays / "run-7-8-9.json");

  game::prune_archived_replays(user.path, table_naming("run-1-2-3.json"));
  CHECK(std::filesystem::exists(replays / "run-1-2-3.json"));
  CHECK_FALSE(std::filesystem::exists(replays / "run-4-5-6.json"));
  CHECK(read_text(replays / "run-to-the-shops.json") == "the player's");
  CHECK(std::filesystem::exists(replays / "last-run.json"));
  CHECK(std::filesystem::is_symlink(replays / "run-7-8-9.json"));
  CHECK(read_text(elsewhere.path / "target.json") == "linked");
}

TEST_CASE("a replays folder linked to another folder is never pruned") {
  TempFolder user("archive");
  TempFolder elsewhere("archive-elsewhere");
  write_text(elsewhere.path / "run-4-5-6.json", "the player's own");
  std::filesystem::create_directory_symlink(elsewhere.path, game::replays_dir(user.path));

  game::prune_archived_replays(user.path, table_naming("run-1-2-3.json"));
  CHECK(read_text(elsewhere.path / "run-4-5-6.json") == "the player's own");
}
