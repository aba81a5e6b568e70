// SPDX-License-Identifier: MIT
// A finished run's summary: what the run keeps of itself (kills, finds, uses, HP), its text, and the runs
// folder its files go into.
#include <doctest/doctest.h>

#include <filesystem>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "file_text.h"
#include "game/model/run_record.h"
#include "game/saving/run_summary_files.h"
#include "game/saving/save_file.h"
#include "game/session/content_library.h"
#include "game/session/run_summary_text.h"
#include "game/world/world.h"
#include "shipped_content.h"
#include "temp_data_folder.h"
#include "temp_user_folder.h"

namespace {

const game::RunSummaryContext kSummaryContext{
    "2026-12-04 21:14", {"more_mice 1.2"}, "00112233aabbccdd", "Watch it again: R on the summary screen."};

bool holds(const std::string& text, const std::string& part) {
  return text.find(part) != std::string::npos;
}

// A run under way: the player picked up and drank a Health Pack, then killed a Micro Mouse with a Crowbar.
game::World scripted_fight() {
  game::World world = start_room();
  REQUIRE(world.setup().spawn("Health Pack", {43, 23}));
  REQUIRE(world.perform(game::Action::move({1, 0})).done);
  world.setup().set_player_hp(5);
  REQUIRE(world.perform(game::Action::use(0)).done);
  REQUIRE(world.setup().give_equipped("Crowbar"));
  REQUIRE(world.setup().spawn("Micro Mouse", {44, 23}));
  for (int i = 0; i < 100 && world.record().kills.empty(); ++i) world.perform(game::Action::move({1, 0}));
  REQUIRE_FALSE(world.run_over());
  REQUIRE(world.record().kills.count("Micro Mouse") == 1);
  return world;
}

// The same run, ended by a Meta Mouse.
game::World scripted_death() {
  game::World world = scripted_fight();
  const core::Point beside = world.player().position + core::Point{1, 0};
  REQUIRE(world.setup().spawn("Meta Mouse", beside));
  for (int i = 0; i < 500 && !world.run_over(); ++i) world.perform(game::Action::wait());
  REQUIRE(world.run_over());
  return world;
}

}  // namespace

TEST_CASE("a scripted death's summary names the cause, the killer's description, the finds and the last messages") {
  const game::World world = scripted_death();
  const std::string text = game::run_summary_text(world, kSummaryContext);
  CHECK(holds(text, "Killed by a Meta Mouse on floor 0."));
  const content::MonsterDefinition* meta = world.content().find_monster("Meta Mouse");
  REQUIRE(meta);
  CHECK(holds(text, "The Meta Mouse: " + meta->look.description));
  CHECK(holds(text, "Items found\n  1 x Health Pack\n"));
  CHECK(holds(text, "Items used\n  1 x Health Pack\n"));
  CHECK(holds(text, "Seed:   " + std::to_string(world.seed())));
  CHECK(holds(text, "mods: more_mice 1.2"));
  CHECK(holds(text, "Watch it again: R on the summary screen."));
  // The last message said is the death itself, and at most kSummaryMessages are repeated.
  const std::string& last = world.messages().all().back().text;
  CHECK(holds(text, "] " + last + "\n\nKills"));
  const std::size_t from = text.find("Last messages\n");
  const std::size_t to = text.find("\n\nKills");
  REQUIRE(from != std::string::npos);
  const std::string messages = text.substr(from, to - from);
  CHECK(std::count(messages.begin(), messages.end(), '\n') ==
        static_cast<long>(std::min(game::kSummaryMessages, world.messages().all().size())));
  CHECK(holds(text, "Kills\n  1 x Micro Mouse\n"));
  CHECK(holds(text, "Weapon: Crowbar"));
}

TEST_CASE("a scripted victory's summary counts the King among the kills") {
  TempDataFolder folder;
  folder.weaken_the_mouse_king();
  game::ContentLibrary weak_king(folder.path(), {});
  REQUIRE(weak_king.load());
  game::World world(42, weak_king.factory());
  REQUIRE(world.setup().spawn("Mouse King", {43, 23}));
  world.perform(game::Action::move({1, 0}));
  REQUIRE(world.summary().outcome == game::RunOutcome::Won);
  const std::string text = game::run_summary_text(world, kSummaryContext);
  CHECK(holds(text, "(Won)"));
  CHECK(holds(text, "Defeated the Mouse King on floor 0."));
  CHECK(holds(text, "Kills\n  1 x Mouse King\n"));
  CHECK(holds(text, "The Mouse King falls. The lab is safe again!"));
}

TEST_CASE("the run's record survives a save and its continuation") {
  const game::World world = scripted_fight();
  const game::SaveRead read = game::read_save(game::save_text(world), shipped_factory());
  INFO((read.ok() ? std::string() : read.error()));
  REQUIRE(read.ok());
  CHECK(read->world.record().kills == world.record().kills);
  CHECK(read->world.record().items_found == world.record().items_found);
  CHECK(read->world.record().items_used == world.record().items_used);
  CHECK(read->world.record().hp_percent == world.record().hp_percent);
  CHECK(read->world.record().hp_spacing == world.record().hp_spacing);
}

TEST_CASE("a save with a bad run record is refused with the field's path") {
  const game::World world = scripted_fight();
  nlohmann::json root = nlohmann::json::parse(game::save_text(world));
  root["record"]["found"][0]["count"] = -3;
  const game::SaveRead read = game::read_save(root.dump(), shipped_factory());
  REQUIRE_FALSE(read.ok());
  CHECK(holds(read.error(), "record.found[0].count"));
}

TEST_CASE("the HP curve keeps a run of any length within its samples, by doubling its spacing") {
  game::RunRecord record;
  game::TurnReport quiet;
  for (int turn = 0; turn < 100'000; ++turn) game::note_action(record, quiet, turn, turn + 1, 50);
  CHECK(static_cast<int>(record.hp_percent.size()) <= game::RunRecord::kMostHpSamples);
  CHECK(static_cast<int>(record.hp_percent.size()) > game::RunRecord::kMostHpSamples / 2);
  // Sample i is turn i * spacing: the curve still covers the whole run.
  CHECK(static_cast<int>(record.hp_percent.size() - 1) * record.hp_spacing <= 100'000);
  CHECK(static_cast<int>(record.hp_percent.size()) * record.hp_spacing > 100'000);
}

TEST_CASE("the HP chart shows the lowest HP of each column, so a near death is seen") {
  std::vector<int> hp(120, 100);
  hp[61] = 5;
  const std::vector<std::string> rows = game::hp_chart_rows(hp, 10, 60);
  REQUIRE(rows.size() == 7);
  CHECK(rows[0] == "100% |" + std::string(30, '#') + " " + std::string(29, '#'));
  CHECK(rows[4] == " 20% |" + std::string(30, '#') + " " + std::string(29, '#'));
  CHECK(rows[6] == "      one column every 20 turns");
}

TEST_CASE("summaries go into the runs folder by date and seed, and the oldest go past the cap") {
  TempUserFolder user;
  const std::string text = std::string(game::kSummaryTitle) + "\n  Seed: 610891238\n";
  const auto written = game::write_run_summary(user.path, "2026-12-04 21:14", 610891238, text);
  REQUIRE(written.ok());
  CHECK(*written == "2026-12-04-2114-seed-610891238.txt");
  CHECK(read_text(game::runs_dir(user.path) / *written) == text);
  const auto again = game::write_run_summary(user.path, "2026-12-04 21:14", 610891238, "not a summary");
  REQUIRE(again.ok());
  CHECK(*again == "2026-12-04-2114-seed-610891238-2.txt");
  CHECK(game::read_run_summary(user.path, *written).value() == text);
  // A file under a summary's name that does not begin as one is not shown.
  const auto not_one = game::read_run_summary(user.path, *again);
  REQUIRE_FALSE(not_one.ok());
  const std::string not_one_path = (game::runs_dir(user.path) / *again).string();
  CHECK(not_one.error().starts_with(not_one_path + ": it does not begin as a run's summary does"));
  // A file the game did not name is never read, nor pruned.
  CHECK_FALSE(game::read_run_summary(user.path, "../highscores.json").ok());
  write_text(game::runs_dir(user.path) / "notes.txt", "mine");

  for (int day = 1; day <= 28; ++day) {
    for (int minute = 0; minute < 4; ++minute) {
      const std::string when =
          "2026-11-" + std::string(day < 10 ? "0" : "") + std::to_string(day) + " 10:0" + std::to_string(minute);
      REQUIRE(game::write_run_summary(user.path, when, 7, "old").ok());
    }
  }
  const std::string oldest = "2026-11-01-1000-seed-7.txt";
  game::prune_run_summaries(user.path, {oldest});
  int kept = 0;
  for (const auto& file : std::filesystem::directory_iterator(game::runs_dir(user.path)))
    kept += game::is_run_summary_name(file.path().filename().string());
  CHECK(kept == static_cast<int>(game::kMostRunSummaries) + 1);  // the cap, and the one a table names
  CHECK(std::filesystem::exists(game::runs_dir(user.path) / oldest));
  CHECK_FALSE(std::filesystem::exists(game::runs_dir(user.path) / "2026-11-01-1001-seed-7.txt"));
  CHECK(std::filesystem::exists(game::runs_dir(user.path) / *again));
  CHECK(std::filesystem::exists(game::runs_dir(user.path) / "notes.txt"));
}

TEST_CASE("a file named like a summary but on a day that does not exist is not the game's: never pruned") {
  TempUserFolder user;
  std::filesystem::create_directories(game::runs_dir(user.path));
  const std::vector<std::string> look_alikes{"0000-00-00-0000-seed-0.txt", "2026-13-01-1000-seed-1.txt",
                                             "2026-02-30-1000-seed-1.txt", "2026-04-31-1000-seed-1.txt",
                                             "2026-05-01-2400-seed-1.txt", "2026-05-01-1060-seed-1.txt"};
  for (const std::string& name : look_alikes) {
    CAPTURE(name);
    CHECK_FALSE(game::is_run_summary_name(name));
    write_text(game::runs_dir(user.path) / name, "mine");
  }
  CHECK(game::is_run_summary_name("2024-02-29-2359-seed-1.txt"));  // a leap day, the last minute
  for (int minute = 0; minute < static_cast<int>(game::kMostRunSummaries) + 5; ++minute) {
    const std::string when = "2026-11-01 " + std::to_string(10 + minute / 60) + ":" + (minute % 60 < 10 ? "0" : "") +
                             std::to_string(minute % 60);
    REQUIRE(game::write_run_summary(user.path, when, 7, "old").ok());
  }
  game::prune_run_summaries(user.path, {});
  for (const std::string& name : look_alikes) {
    CAPTURE(name);
    CHECK(std::filesystem::exists(game::runs_dir(user.path) / name));
  }
}

TEST_CASE("a summary that cannot be read or written is said once, with the file or folder it concerns") {
  TempUserFolder user;
  const auto missing = game::read_run_summary(user.path, "2026-12-04-2114-seed-1.txt");
  REQUIRE_FALSE(missing.ok());
  const std::string path = (game::runs_dir(user.path) / "2026-12-04-2114-seed-1.txt").string();
  CHECK(missing.error() == path + ": it does not exist");
  // A file where the runs folder should be: the folder cannot be made.
  write_text(game::runs_dir(user.path), "not a folder");
  const auto written = game::write_run_summary(user.path, "2026-12-04 21:14", 1, "text");
  REQUIRE_FALSE(written.ok());
  CHECK(written.error().starts_with("the runs folder " + game::runs_dir(user.path).string() + " could not be made"));
}
