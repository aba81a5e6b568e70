// SPDX-License-Identifier: MIT
// The daily run's rules: the seed of a date, the file that remembers the last daily run started,
// the daily runs' own high-score table, and a daily run kept in its save.
#include <doctest/doctest.h>

#include <filesystem>
#include <nlohmann/json.hpp>
#include <string>

#include "file_text.h"
#include "game/model/daily_run.h"
#include "game/saving/daily_record.h"
#include "game/saving/high_scores.h"
#include "game/saving/save_file.h"
#include "game/world/world.h"
#include "result_checks.h"
#include "shipped_content.h"
#include "temp_user_folder.h"

namespace {

game::CalendarDate date_of(const std::string& text) {
  const std::optional<game::CalendarDate> date = game::parse_calendar_date(text);
  REQUIRE(date.has_value());
  return *date;
}

game::HighScore daily_score(int score, std::string date) {
  game::HighScore entry{.when = "2026-12-04 21:14",
                        .score = score,
                        .floor = 2,
                        .level = 3,
                        .xp = 120,
                        .turns = 456,
                        .cause = "Killed by a Neo Mouse on floor 2",
                        .seed = 610891238};
  entry.daily = std::move(date);
  return entry;
}

}  // namespace

TEST_CASE("the daily seed is the date's: a fixed value, the same every time, another for another day") {
  // FNV-1a of "2026-12-04", SplitMix64's finaliser, modulo 10^9: worked out apart from the game.
  CHECK(game::daily_seed(date_of("2026-12-04")) == 610891238);
  CHECK(game::daily_seed(date_of("2026-12-05")) == 88558917);
  CHECK(game::daily_seed(date_of("2026-12-04")) == game::daily_seed(game::CalendarDate{2026, 12, 4}));
  CHECK(game::daily_seed(date_of("2026-12-04")) != game::daily_seed(date_of("2027-12-04")));
  CHECK(game::daily_seed(date_of("2000-02-29")) < 1'000'000'000u);
}

TEST_CASE("a date is read only as YYYY-MM-DD of a day that exists, and written back the same") {
  CHECK(game::to_text(date_of("2026-12-04")) == "2026-12-04");
  CHECK(game::parse_calendar_date("2024-02-29").has_value());
  CHECK_FALSE(game::parse_calendar_date("2026-02-29").has_value());
  CHECK_FALSE(game::parse_calendar_date("1900-02-29").has_value());
  CHECK(game::parse_calendar_date("2000-02-29").has_value());
  CHECK_FALSE(game::parse_calendar_date("2026-13-01").has_value());
  CHECK_FALSE(game::parse_calendar_date("2026-04-31").has_value());
  CHECK_FALSE(game::parse_calendar_date("2026-12-4").has_value());
  CHECK_FALSE(game::parse_calendar_date("2026/12/04").has_value());
  CHECK_FALSE(game::parse_calendar_date("+026-12-04").has_value());
  CHECK_FALSE(game::parse_calendar_date("").has_value());
}

TEST_CASE("the daily file remembers the date of the last daily run started") {
  TempUserFolder user;
  const std::filesystem::path path = game::daily_record_path(user.path);
  game::DailyRecord none = game::load_daily_record(path);
  CHECK_FALSE(none.last_started.has_value());
  CHECK(none.warning.empty());
  REQUIRE_OK(game::save_daily_record(path, date_of("2026-12-04")));
  const game::DailyRecord read = game::load_daily_record(path);
  CHECK(read.warning.empty());
  REQUIRE(read.last_started.has_value());
  CHECK(*read.last_started == date_of("2026-12-04"));
}

TEST_CASE("a broken daily file is set aside with a warning naming it, never a crash") {
  TempUserFolder user;
  const std::filesystem::path path = game::daily_record_path(user.path);
  for (const std::string& text :
       {std::string("{ not json"), std::string("[1, 2]"), std::string(R"({"version": 1, "started": "2026-02-30"})"),
        std::string(R"({"version": 7, "started": "2026-12-04"})"), std::string(10000, ' ')}) {
    CAPTURE(text.substr(0, 40));
    write_text(path, text);
    const game::DailyRecord read = game::load_daily_record(path);
    CHECK_FALSE(read.last_started.has_value());
    CHECK(read.warning.find(path.string()) != std::string::npos);
    CHECK(read.warning.find(".bak") != std::string::npos);
    CHECK_FALSE(std::filesystem::exists(path));
    std::filesystem::remove_all(user.path);
    std::filesystem::create_directories(user.path);
  }
}

TEST_CASE("a broken daily file is left as it is by a game that may not write the folder") {
  TempUserFolder user;
  const std::filesystem::path path = game::daily_record_path(user.path);
  write_text(path, "{ not json");
  const game::DailyRecord read = game::load_daily_record(path, game::BrokenDailyRecord::LeaveAlone);
  CHECK(read.warning.find("left as it is") != std::string::npos);
  CHECK(read_text(path) == "{ not json");
}

TEST_CASE("a daily run's score goes to the daily table, not the all-time one, and both are kept in the file") {
  TempUserFolder user;
  game::HighScoreTable table;
  game::HighScore ordinary = daily_score(900, "");
  CHECK(table.insert(ordinary) == 0);
  CHECK(table.insert(daily_score(500, "2026-12-04")) == 0);
  CHECK(table.insert(daily_score(700, "2026-12-05")) == 0);
  REQUIRE(table.entries().size() == 1);
  CHECK(table.entries()[0].daily.empty());
  REQUIRE(table.daily_entries().size() == 2);
  CHECK(table.daily_entries()[0].daily == "2026-12-05");
  CHECK(table.daily_entries()[1].daily == "2026-12-04");

  REQUIRE_OK(table.save(user.scores()));
  const nlohmann::json file = nlohmann::json::parse(read_text(user.scores()));
  CHECK(file["scores"].size() == 1);
  CHECK(file["daily_scores"].size() == 2);
  const game::LoadedTable loaded = game::HighScoreTable::load(user.scores());
  CHECK(loaded.warning.empty());
  CHECK(loaded.table.entries().size() == 1);
  REQUIRE(loaded.table.daily_entries().size() == 2);
  CHECK(loaded.table.daily_entries()[1].daily == "2026-12-04");
}

TEST_CASE("a table with no daily run is written as older games wrote it, and an older table loads as before") {
  TempUserFolder user;
  game::HighScoreTable table;
  table.insert(daily_score(900, ""));
  REQUIRE_OK(table.save(user.scores()));
  CHECK(read_text(user.scores()).find("daily") == std::string::npos);
  write_text(user.scores(), R"({"version": 1, "scores": [{"when": "2024-05-01 21:14", "score": 10, "floor": 1,
      "level": 1, "xp": 0, "turns": 5, "cause": "Quit", "seed": 3, "won": false}]})");
  const game::LoadedTable loaded = game::HighScoreTable::load(user.scores());
  CHECK(loaded.warning.empty());
  CHECK(loaded.table.entries().size() == 1);
  CHECK(loaded.table.daily_entries().empty());
}

TEST_CASE("a daily score whose date is not a date is left out, and the rest of the table kept") {
  TempUserFolder user;
  write_text(user.scores(), R"({"version": 1, "scores": [], "daily_scores": [
      {"when": "x", "score": 10, "floor": 1, "level": 1, "xp": 0, "turns": 5, "cause": "Quit", "seed": 3,
       "won": false, "daily": "tomorrow"},
      {"when": "x", "score": 20, "floor": 1, "level": 1, "xp": 0, "turns": 5, "cause": "Quit", "seed": 3,
       "won": false, "daily": "2026-12-04"}]})");
  const game::LoadedTable loaded = game::HighScoreTable::load(user.scores());
  CHECK(loaded.warning.find("daily score 1 was left out") != std::string::npos);
  REQUIRE(loaded.table.daily_entries().size() == 1);
  CHECK(loaded.table.daily_entries()[0].score == 20);
}

TEST_CASE("a run summary of a daily run makes a daily entry") {
  game::RunSummary summary;
  summary.outcome = game::RunOutcome::Died;
  summary.seed = 610891238;
  summary.daily = "2026-12-04";
  CHECK(game::from_summary(summary, "2026-12-04 10:00").daily == "2026-12-04");
  summary.daily.clear();
  CHECK(game::from_summary(summary, "2026-12-04 10:00").daily.empty());
}

TEST_CASE("a saved daily run is still one when loaded: an older save is an ordinary run") {
  TempUserFolder user;
  const std::filesystem::path path = game::save_path(user.path);
  game::World world(game::daily_seed(date_of("2026-12-04")), shipped_factory());
  world.setup().mark_daily_run("2026-12-04");
  CHECK(world.replayable());
  REQUIRE_OK(game::save_run(world, path));
  const game::SavedRun run = game::load_saved_run(path, shipped_factory());
  REQUIRE(run.world.has_value());
  CHECK(run.world->daily_date() == "2026-12-04");
  CHECK(run.world->summary().daily == "2026-12-04");

  REQUIRE_OK(game::save_run(game::World(5, shipped_factory()), path));
  CHECK(read_text(path).find("\"daily\"") == std::string::npos);
  const game::SavedRun older = game::load_saved_run(path, shipped_factory());
  REQUIRE(older.world.has_value());
  CHECK(older.world->daily_date().empty());
}

TEST_CASE("a save whose daily date is not a date is refused with the field named") {
  TempUserFolder user;
  const std::filesystem::path path = game::save_path(user.path);
  game::World world(5, shipped_factory());
  world.setup().mark_daily_run("2026-12-04");
  nlohmann::json root = nlohmann::json::parse(game::save_text(world));
  root["daily"] = "2026-99-04";
  write_text(path, root.dump());
  const game::SavedRun run = game::load_saved_run(path, shipped_factory());
  CHECK_FALSE(run.world.has_value());
  CHECK(run.notice.find("daily") != std::string::npos);
}
