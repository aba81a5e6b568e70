// SPDX-License-Identifier: MIT
#include <doctest/doctest.h>

#include "file_size_limit.h"
#include "file_text.h"
#include "game/autoplay/autoplay.h"
#include "game/replay/replay.h"
#include "game/replay/replay_archive.h"
#include "game/replay/state_hash.h"
#include "game/saving/save_file.h"
#include "game/session/run_keeper.h"
#include "result_checks.h"
#include "shipped_content.h"
#include "temp_folder.h"

TEST_CASE("a run is saved when it starts and again on each new floor") {
  TempFolder user("keeper");
  game::World world(3, shipped_factory());
  game::RunKeeper keeper(user.path);
  REQUIRE_OK(keeper.keep(world));
  REQUIRE(std::filesystem::exists(game::save_path(user.path)));
  const auto first_write = std::filesystem::last_write_time(game::save_path(user.path));
  keeper.after_action(world, world.perform(game::Action::wait()));  // same floor: not saved again
  CHECK(std::filesystem::last_write_time(game::save_path(user.path)) == first_write);

  int floors_entered = 0;
  game::autoplay_until(world, 700, [&](const game::TurnReport& report) {
    floors_entered += report.floor_changed ? 1 : 0;
    keeper.after_action(world, report);
  });
  REQUIRE(floors_entered > 0);
  const game::SavedRun saved = game::load_saved_run(game::save_path(user.path), shipped_factory());
  REQUIRE(saved.world);
  CHECK(saved.world->floor_number() == world.floor_number());
}

TEST_CASE("permadeath: when the run ends its save is deleted and its replay kept") {
  TempFolder user("keeper");
  game::World world(59, shipped_factory());
  game::RunKeeper keeper(user.path);
  REQUIRE_OK(keeper.keep(world));
  REQUIRE(std::filesystem::exists(game::save_path(user.path)));
  // Seed 59's bot dies on floor 8 with the shipped data, after some 4,000 turns.
  game::autoplay_until(world, 6000, [&](const game::TurnReport& report) { keeper.after_action(world, report); });
  REQUIRE(world.summary().outcome == game::RunOutcome::Died);
  CHECK_FALSE(std::filesystem::exists(game::save_path(user.path)));
  const core::Result<game::Replay> replay = game::load_replay(game::last_run_replay_path(user.path));
  REQUIRE_MESSAGE(replay, replay.error());
  const game::World replayed = game::play_replay(*replay, shipped_factory());
  CHECK(replayed.summary().outcome == game::RunOutcome::Died);
  CHECK(game::state_hash(replayed) == game::state_hash(world));
}

TEST_CASE("a high-score entry keeps its run's replay: replays no entry names are deleted") {
  TempFolder user("keeper");
  game::World world(1, shipped_factory());  // the bot dies on floor 5, after some 2,700 turns
  game::RunKeeper keeper(user.path);
  game::autoplay_until(world, 4000, [&](const game::TurnReport& report) { keeper.after_action(world, report); });
  REQUIRE(world.run_over());

  const core::Result<std::string> archived = game::archive_replay(user.path, world.summary(), game::replay_of(world));
  REQUIRE_MESSAGE(archived, archived.error());
  const std::string name = *archived;
  REQUIRE(name == "run-1-" + std::to_string(world.turn()) + "-" + std::to_string(world.player().xp) + ".json");
  const core::Result<game::Replay> kept = game::load_replay(game::replays_dir(user.path) / name);
  REQUIRE(kept);
  CHECK(kept->final_hash == game::state_hash(world));

  game::HighScoreTable table;
  game::HighScore entry = game::from_summary(world.summary(), "2026-11-30 12:00");
  entry.replay = name;
  table.insert(entry);
  REQUIRE_OK(game::write_replay(*kept, game::replays_dir(user.path) / "run-1-2-3.json"));
  game::prune_archived_replays(user.path, table);
  CHECK(std::filesystem::exists(game::replays_dir(user.path) / name));
  CHECK_FALSE(std::filesystem::exists(game::replays_dir(user.path) / "run-1-2-3.json"));
  CHECK(std::filesystem::exists(game::last_run_replay_path(user.path)));
}

TEST_CASE("a save that fails is returned to the caller and leaves the previous save as it was") {
  TempFolder user("keeper");
  game::World world(3, shipped_factory());
  game::RunKeeper keeper(user.path);
  REQUIRE_OK(keeper.keep(world));
  const std::string previous_save = read_text(game::save_path(user.path));
  world.perform(game::Action::wait());
  const std::size_t messages_before = world.messages().all().size();
  std::string problem;
  {
    FileSizeLimit full_disk(512);
    const core::Result<void> kept = keeper.keep(world);
    CHECK_FALSE(kept);
    problem = kept.error();
  }
  CHECK(problem.find("File too large") != std::string::npos);
  CHECK(world.messages().all().size() == messages_before);  // the caller says it where the player looks
  CHECK(keeper.has_save());
  CHECK(read_text(game::save_path(user.path)) == previous_save);
}

TEST_CASE("a save that fails on a new floor is said in the run's message log, which the player is looking at") {
  TempFolder user("keeper");
  game::World world(3, shipped_factory());
  game::RunKeeper keeper(user.path);
  REQUIRE_OK(keeper.keep(world));
  const std::string previous_save = read_text(game::save_path(user.path));
  game::TurnReport reached_a_floor;
  reached_a_floor.floor_changed = true;
  {
    FileSizeLimit full_disk(512);
    keeper.after_action(world, reached_a_floor);
  }
  REQUIRE_FALSE(world.messages().empty());
  CHECK(world.messages().all().back().text.starts_with("The run could not be saved: "));
  CHECK(read_text(game::save_path(user.path)) == previous_save);
}

TEST_CASE("another run's save on disk is not taken for this run's previous save") {
  TempFolder user("keeper");
  REQUIRE_OK(game::save_run(game::World(7, shipped_factory()), game::save_path(user.path)));
  game::World world(3, shipped_factory());
  game::RunKeeper keeper(user.path);
  {
    FileSizeLimit full_disk(512);
    CHECK_FALSE(keeper.keep(world));
  }
  CHECK_FALSE(keeper.has_save());
  // A keeper told that the save is its run's (a continued run) counts it.
  CHECK(game::RunKeeper(user.path, true).has_save());
}
