// SPDX-License-Identifier: MIT
#include <doctest/doctest.h>

#include <filesystem>
#include <string>

#include "file_text.h"
#include "game/saving/high_scores.h"
#include "result_checks.h"
#include "temp_user_folder.h"

namespace {

game::HighScore run_scoring(int score, std::string cause = "Killed by a Neo Mouse on floor 2") {
  return {.when = "2024-05-01 21:14",
          .score = score,
          .floor = 2,
          .level = 3,
          .xp = 120,
          .turns = 456,
          .cause = std::move(cause),
          .seed = 987654321};
}

}  // namespace

TEST_CASE("the score counts XP, 250 per deepest floor and 5000 for a win") {
  game::RunSummary died{.outcome = game::RunOutcome::Died,
                        .cause = "Killed by a Meta Mouse on floor 9",
                        .floor = 9,
                        .deepest_floor = 9,
                        .level = 6,
                        .xp = 700,
                        .turns = 3000,
                        .seed = 42};
  CHECK(game::score_for(died) == 700 + 250 * 9);
  game::RunSummary won = died;
  won.outcome = game::RunOutcome::Won;
  won.floor = 13;
  won.deepest_floor = 13;
  CHECK(game::score_for(won) == 700 + 250 * 13 + 5000);
}

TEST_CASE("a run's table entry keeps what the player will want to see") {
  const game::RunSummary summary{.outcome = game::RunOutcome::Won,
                                 .cause = "Defeated the Mouse King",
                                 .floor = 13,
                                 .deepest_floor = 13,
                                 .level = 9,
                                 .xp = 2100,
                                 .turns = 5123,
                                 .seed = 77};
  const game::HighScore entry = game::from_summary(summary, "2024-05-01 21:14");
  CHECK(entry.when == "2024-05-01 21:14");
  CHECK(entry.score == game::score_for(summary));
  CHECK(entry.floor == 13);
  CHECK(entry.level == 9);
  CHECK(entry.xp == 2100);
  CHECK(entry.turns == 5123);
  CHECK(entry.cause == "Defeated the Mouse King");
  CHECK(entry.seed == 77);
  CHECK(entry.won);
}

TEST_CASE("a saved table loads back with every field") {
  TempUserFolder folder;
  game::HighScoreTable table;
  game::HighScore big_seed = run_scoring(900, "Killed by \"Rabid\" Mouse");
  big_seed.seed = 18'000'000'000'000'000'000ull;
  big_seed.won = true;
  big_seed.replay = "run-1-2-3.json";
  big_seed.mods = {"more_mice 1.2", "harder 0.3"};
  big_seed.data = "0123456789abcdef";
  table.insert(big_seed);
  game::HighScore outside = run_scoring(300);
  outside.replay = "../../outside.json";  // a path, not a name in the replays folder: dropped on load
  table.insert(outside);
  REQUIRE_OK(table.save(folder.scores()));

  const game::LoadedTable loaded = game::HighScoreTable::load(folder.scores());
  CHECK(loaded.warning.empty());
  REQUIRE(loaded.table.entries().size() == 2);
  const game::HighScore& first = loaded.table.entries()[0];
  CHECK(first.when == big_seed.when);
  CHECK(first.score == 900);
  CHECK(first.floor == big_seed.floor);
  CHECK(first.level == big_seed.level);
  CHECK(first.xp == big_seed.xp);
  CHECK(first.turns == big_seed.turns);
  CHECK(first.cause == "Killed by \"Rabid\" Mouse");
  CHECK(first.seed == 18'000'000'000'000'000'000ull);
  CHECK(first.won);
  CHECK(first.replay == "run-1-2-3.json");
  CHECK(first.mods == std::vector<std::string>{"more_mice 1.2", "harder 0.3"});
  CHECK(first.data == "0123456789abcdef");
  CHECK(loaded.table.entries()[1].score == 300);
  CHECK(loaded.table.entries()[1].mods.empty());
  CHECK(loaded.table.entries()[1].replay.empty());
  CHECK(read_text(folder.scores()).find("\"version\": 1") != std::string::npos);
}

TEST_CASE("a missing file gives an empty table and no warning") {
  TempUserFolder folder;
  const game::LoadedTable loaded = game::HighScoreTable::load(folder.scores());
  CHECK(loaded.table.entries().empty());
  CHECK(loaded.warning.empty());
  CHECK(loaded.safe_to_save);
}

TEST_CASE("scores are kept highest first and only the best ten stay") {
  game::HighScoreTable table;
  for (int score : {500, 100, 900, 300, 700, 200, 800, 400, 600, 1000}) REQUIRE(table.insert(run_scoring(score)));
  CHECK(table.entries().front().score == 1000);
  CHECK(table.entries().back().score == 100);

  CHECK(table.insert(run_scoring(650)) == 4);
  CHECK(table.entries().size() == 10);
  CHECK(table.entries().back().score == 200);
  CHECK_FALSE(table.insert(run_scoring(150)));
  CHECK(table.entries().back().score == 200);
}

TEST_CASE("a run that ties an earlier one ranks below it") {
  game::HighScoreTable table;
  table.insert(run_scoring(500, "the earlier run"));
  CHECK(table.insert(run_scoring(500, "the later run")) == 1);
  CHECK(table.entries()[0].cause == "the earlier run");

  // A full table whose last place is a tie does not take the newcomer.
  for (int i = 0; i < 8; ++i) table.insert(run_scoring(900));
  CHECK_FALSE(table.insert(run_scoring(500, "too late")));
}

TEST_CASE("a corrupt file is kept as .bak with a warning naming both files, and a fresh table starts") {
  TempUserFolder folder;
  write_text(folder.scores(), "{\"version\": 1, \"scores\": [ {\"score\": 12");

  const game::LoadedTable loaded = game::HighScoreTable::load(folder.scores());
  CHECK(loaded.table.entries().empty());
  CHECK(loaded.safe_to_save);
  const auto backup = folder.path / "highscores.json.bak";
  CHECK(read_text(backup) == "{\"version\": 1, \"scores\": [ {\"score\": 12");
  CHECK_FALSE(std::filesystem::exists(folder.scores()));
  CHECK(loaded.warning.find(folder.scores().string()) != std::string::npos);
  CHECK(loaded.warning.find(backup.string()) != std::string::npos);
}

TEST_CASE("a file that is not valid JSON is set aside with the line, column and what is wrong") {
  TempUserFolder folder;
  write_text(folder.scores(), "{\"version\": 1,\n \"scores\": [ {\"score\": 12,, } ] }");

  const game::LoadedTable loaded = game::HighScoreTable::load(folder.scores());
  CHECK(loaded.table.entries().empty());
  CHECK(loaded.warning.find("(it is not valid JSON: line 2, column 27: expected a key in double quotes after ','") !=
        std::string::npos);
}

TEST_CASE("an earlier .bak is never overwritten: the next file goes to .bak.1, then .bak.2") {
  TempUserFolder folder;
  write_text(folder.path / "highscores.json.bak", "the first broken table");
  write_text(folder.scores(), "the second broken table");
  game::HighScoreTable::load(folder.scores());
  write_text(folder.scores(), "the third broken table");
  const game::LoadedTable loaded = game::HighScoreTable::load(folder.scores());

  CHECK(read_text(folder.path / "highscores.json.bak") == "the first broken table");
  CHECK(read_text(folder.path / "highscores.json.bak.1") == "the second broken table");
  CHECK(read_text(folder.path / "highscores.json.bak.2") == "the third broken table");
  CHECK(loaded.warning.find("highscores.json.bak.2") != std::string::npos);
}

TEST_CASE("a file of the wrong shape is set aside") {
  TempUserFolder folder;
  SUBCASE("not an object") {
    write_text(folder.scores(), "[1, 2, 3]");
  }
  SUBCASE("no version") {
    write_text(folder.scores(), R"({"scores": []})");
  }
  SUBCASE("no scores list") {
    write_text(folder.scores(), R"({"version": 1, "scores": {}})");
  }
  SUBCASE("a score with a text where a number belongs") {
    write_text(folder.scores(), R"({"version": 1, "scores": [{"when": "x", "score": "lots", "floor": 1, "level": 1,
             "xp": 0, "turns": 1, "cause": "c", "seed": 1, "won": false}]})");
  }
  SUBCASE("a negative seed") {
    write_text(folder.scores(), R"({"version": 1, "scores": [{"when": "x", "score": 5, "floor": 1, "level": 1,
             "xp": 0, "turns": 1, "cause": "c", "seed": -1, "won": false}]})");
  }
  const game::LoadedTable loaded = game::HighScoreTable::load(folder.scores());
  CHECK(loaded.table.entries().empty());
  CHECK_FALSE(loaded.warning.empty());
  CHECK(std::filesystem::exists(folder.path / "highscores.json.bak"));
}

TEST_CASE("a table from a newer version of the game is set aside with a warning that says so") {
  TempUserFolder folder;
  write_text(folder.scores(), R"({"version": 2, "scores": [], "leagues": {}})");

  const game::LoadedTable loaded = game::HighScoreTable::load(folder.scores());
  CHECK(loaded.table.entries().empty());
  CHECK(loaded.warning.find("newer") != std::string::npos);
  CHECK(loaded.warning.find("version 2") != std::string::npos);
  CHECK(read_text(folder.path / "highscores.json.bak") == R"({"version": 2, "scores": [], "leagues": {}})");
}

TEST_CASE("a hand-edited table out of order loads sorted") {
  TempUserFolder folder;
  game::HighScoreTable table;
  table.insert(run_scoring(100, "low"));
  REQUIRE_OK(table.save(folder.scores()));
  std::string text = read_text(folder.scores());
  // Put a higher score after the low one, as a person editing the file might.
  const auto list_end = text.rfind(']');
  text.insert(list_end, R"(, {"when": "w", "score": 999, "floor": 4, "level": 2, "xp": 9, "turns": 9, "cause": "high",
               "seed": 3, "won": false})");
  write_text(folder.scores(), text);

  const game::LoadedTable loaded = game::HighScoreTable::load(folder.scores());
  REQUIRE_MESSAGE(loaded.warning.empty(), loaded.warning);
  REQUIRE(loaded.table.entries().size() == 2);
  CHECK(loaded.table.entries()[0].cause == "high");
}

TEST_CASE("saving into a folder that does not exist fails with a reason and writes nothing") {
  TempUserFolder folder;
  game::HighScoreTable table;
  table.insert(run_scoring(100));
  const core::Result<void> saved = table.save(folder.path / "missing" / "highscores.json");
  CHECK_FALSE(saved);
  CHECK_FALSE(saved.error().empty());
}

TEST_CASE("one bad score is left out and named: the good ones stay, and the file as it was is kept aside") {
  TempUserFolder folder;
  const std::string text = R"({"version": 1, "scores": [
    {"when": "a", "score": 900, "floor": 3, "level": 2, "xp": 10, "turns": 50, "cause": "first", "seed": 1, "won": false},
    {"when": "b", "score": "lots", "floor": 2, "level": 1, "xp": 5, "turns": 40, "cause": "bad", "seed": 2, "won": false},
    {"when": "c", "score": 100, "floor": 1, "level": 1, "xp": 1, "turns": 9, "cause": "third", "seed": 3, "won": false}]})";
  write_text(folder.scores(), text);

  const game::LoadedTable loaded = game::HighScoreTable::load(folder.scores());
  REQUIRE(loaded.table.entries().size() == 2);
  CHECK(loaded.table.entries()[0].cause == "first");
  CHECK(loaded.table.entries()[1].cause == "third");
  CHECK(loaded.safe_to_save);
  CHECK(loaded.warning.find("score 2 was left out") != std::string::npos);
  CHECK(loaded.warning.find("\"score\" must be a whole number, found a text") != std::string::npos);
  CHECK(loaded.warning.find("the other 2 were kept") != std::string::npos);
  CHECK(read_text(folder.path / "highscores.json.bak") == text);
}

TEST_CASE("the scores kept from a file with a bad one are written back, so the next start still has them") {
  TempUserFolder folder;
  write_text(folder.scores(), R"({"version": 1, "scores": [
    {"when": "a", "score": 900, "floor": 3, "level": 2, "xp": 10, "turns": 50, "cause": "first", "seed": 1, "won": false},
    {"when": "b", "score": "lots", "floor": 2, "level": 1, "xp": 5, "turns": 40, "cause": "bad", "seed": 2, "won": false}]})");

  const game::LoadedTable first = game::HighScoreTable::load(folder.scores());
  REQUIRE(first.table.entries().size() == 1);
  const game::LoadedTable next_start = game::HighScoreTable::load(folder.scores());
  CHECK(next_start.warning.empty());
  REQUIRE(next_start.table.entries().size() == 1);
  CHECK(next_start.table.entries()[0].cause == "first");
  CHECK(std::filesystem::exists(folder.path / "highscores.json.bak"));
  CHECK_FALSE(std::filesystem::exists(folder.path / "highscores.json.bak.1"));
}

TEST_CASE("a table read only, with a bad score, is left as it is: the kept scores are not written") {
  TempUserFolder folder;
  const std::string text = R"({"version": 1, "scores": [
    {"when": "b", "score": "lots", "floor": 2, "level": 1, "xp": 5, "turns": 40, "cause": "bad", "seed": 2, "won": false}]})";
  write_text(folder.scores(), text);
  CHECK_FALSE(game::HighScoreTable::read(folder.scores()).warning.empty());
  CHECK(read_text(folder.scores()) == text);
  CHECK_FALSE(std::filesystem::exists(folder.path / "highscores.json.bak"));
}

TEST_CASE("a table linked to /dev/zero is set aside at once with a warning saying what it is") {
  TempUserFolder folder;
  std::filesystem::create_symlink("/dev/zero", folder.scores());

  const game::LoadedTable loaded = game::HighScoreTable::load(folder.scores());
  CHECK(loaded.table.entries().empty());
  CHECK(loaded.warning.find("it is a device, not a file") != std::string::npos);
  CHECK_FALSE(std::filesystem::exists(std::filesystem::symlink_status(folder.scores())));
}

TEST_CASE("a table the game could not have written, far over its size cap, is refused without being read") {
  TempUserFolder folder;
  write_text(folder.scores(), "");
  std::filesystem::resize_file(folder.scores(), 8ull * 1024 * 1024 * 1024);

  const game::LoadedTable loaded = game::HighScoreTable::load(folder.scores());
  CHECK(loaded.table.entries().empty());
  CHECK(loaded.warning.find("it is larger than 1 MB") != std::string::npos);
}

TEST_CASE("a warning about a table that is not JSON never repeats the file's bytes") {
  TempUserFolder folder;
  write_text(folder.scores(), "secret-token-1234 and more");

  const game::LoadedTable loaded = game::HighScoreTable::load(folder.scores());
  CHECK(loaded.warning.find("line 1, column 1") != std::string::npos);
  CHECK(loaded.warning.find("secret") == std::string::npos);
}

TEST_CASE("an entry with a text longer than the game writes is left out, the others kept") {
  TempUserFolder folder;
  game::HighScoreTable table;
  table.insert(run_scoring(500, std::string(game::HighScore::kLongestCause + 1, 'x')));
  table.insert(run_scoring(400, std::string(game::HighScore::kLongestCause, 'y')));
  game::HighScore many_mods = run_scoring(300);
  many_mods.mods.assign(game::HighScore::kMostMods + 1, "more_mice 1.2");
  table.insert(many_mods);
  REQUIRE_OK(table.save(folder.scores()));

  const game::LoadedTable loaded = game::HighScoreTable::load(folder.scores());
  REQUIRE(loaded.table.entries().size() == 1);
  CHECK(loaded.table.entries()[0].score == 400);
  CHECK(loaded.warning.find("score 1 was left out (\"cause\" must be at most 400 bytes long, found 401 bytes)") !=
        std::string::npos);
  CHECK(loaded.warning.find("score 3 was left out (\"mods\" must hold at most 20 entries, found 21)") !=
        std::string::npos);
}

TEST_CASE("an entry names at most kMostMods mods: past that, the first ones and how many more") {
  std::vector<std::string> mods;
  for (int i = 0; i < 25; ++i) mods.push_back("mod" + std::to_string(i) + " 1.0");
  const std::vector<std::string> kept = game::mods_for_entry(mods);
  REQUIRE(kept.size() == game::HighScore::kMostMods);
  CHECK(kept.front() == "mod0 1.0");
  CHECK(kept[18] == "mod18 1.0");
  CHECK(kept.back() == "and 6 more mods");
  CHECK(game::mods_for_entry({"a 1", "b 2"}) == std::vector<std::string>{"a 1", "b 2"});
}
