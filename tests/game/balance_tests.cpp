// SPDX-License-Identifier: MIT
// --balance's study: runs played on many threads give the report one thread gives, two identical data
// sets differ in nothing the report marks, and a much tougher monster is marked.

#include <doctest/doctest.h>

#include <memory>
#include <string>

#include "game/balance/balance_intervals.h"
#include "game/balance/balance_study.h"
#include "shipped_content.h"
#include "temp_data_folder.h"

namespace {

// Few seeds and short runs, so the tests stay quick; enough for the difference below to show.
game::BalancePlay quick_play(int jobs) {
  game::BalancePlay play;
  play.seeds = {1, 24};
  play.turn_limit = 3000;
  play.jobs = jobs;
  return play;
}

game::BalanceData shipped(const std::string& name) {
  return {shipped_factory(), name};
}

// The shipped data with the Tough Mouse's hit points ten times as many.
std::shared_ptr<const game::EntityFactory> factory_with_tougher_tough_mice() {
  TempDataFolder folder;
  folder.replace("monsters.json", "\"hp\": { \"min\": 20, \"max\": 49 }", "\"hp\": { \"min\": 200, \"max\": 490 }");
  content::LoadResult loaded = content::load_database(folder.path());
  REQUIRE_MESSAGE(loaded.database, loaded.diagnostics.to_string());
  return std::make_shared<const game::EntityFactory>(*loaded.database);
}

bool marks_a_difference(const std::string& report) {
  return report.find(" *\n") != std::string::npos;
}

}  // namespace

TEST_CASE("a study played on two threads gives the same report, byte for byte, as on one") {
  const std::string one = game::run_balance_study(shipped("data"), {}, quick_play(1));
  const std::string two = game::run_balance_study(shipped("data"), {}, quick_play(2));
  CHECK(one == two);
  CHECK(one.find("Balance: 24 runs of data, seeds 1-24, at most 3000 turns each") == 0);
  CHECK(one.find("Win rate: ") != std::string::npos);
}

TEST_CASE("two identical data sets show no difference that the report marks") {
  const std::string report = game::run_balance_study(shipped("A"), shipped("B"), quick_play(2));
  CHECK(report.find("Reached floor 5 or higher") != std::string::npos);
  CHECK_FALSE(marks_a_difference(report));
}

TEST_CASE("a monster with ten times the hit points makes a drop the report marks") {
  const std::string report =
      game::run_balance_study(shipped("A"), {factory_with_tougher_tough_mice(), "B"}, quick_play(2));
  const std::size_t row = report.find("Reached floor 5 or higher");
  REQUIRE(row != std::string::npos);
  const std::string line = report.substr(row, report.find('\n', row) - row);
  CAPTURE(report);
  CHECK(line.find("-") != std::string::npos);
  CHECK(line.ends_with(" *"));
}

TEST_CASE("a study stopped before it starts reports no runs and says so") {
  std::atomic<bool> stop{true};
  game::BalancePlay play = quick_play(2);
  play.stop = &stop;
  const std::string report = game::run_balance_study(shipped("data"), {}, play);
  CHECK(report.find("Stopped after 0 of 24 runs") != std::string::npos);
}

TEST_CASE("the intervals: Wilson's for a share of runs, Newcombe's and Welch's for differences") {
  // Known values: 8 of 200 is 4.0%, with Wilson's 95% interval 2.04% to 7.69%.
  const game::Interval share = game::wilson_interval(8, 200);
  CHECK(share.low == doctest::Approx(0.0204).epsilon(0.01));
  CHECK(share.high == doctest::Approx(0.0769).epsilon(0.01));
  CHECK(game::wilson_interval(0, 0).high == 1);
  // Newcombe's example: 56 of 70 against 48 of 80 gives a difference of -0.2 within -0.3339 to -0.0524.
  const game::Interval difference = game::proportion_difference_interval(56, 70, 48, 80);
  CHECK(difference.low == doctest::Approx(-0.3339).epsilon(0.01));
  CHECK(difference.high == doctest::Approx(-0.0524).epsilon(0.01));
  CHECK(difference.excludes_zero());
  CHECK_FALSE(game::proportion_difference_interval(10, 50, 10, 50).excludes_zero());
  const game::Interval means = game::mean_difference_interval({1, 2, 3, 4}, {11, 12, 13, 14});
  CHECK(means.low > 0);
  CHECK_FALSE(game::mean_difference_interval({1, 2, 3}, {1, 2, 3}).excludes_zero());
}
