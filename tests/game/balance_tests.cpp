// SPDX-License-Identifier: MIT
// --balance's study: runs played on many threads give the report one thread gives, two identical data
// sets differ in nothing the report marks, and a much tougher monster is marked.

#include <doctest/doctest.h>

#include <filesystem>
#include <fstream>
#include <memory>
#include <sstream>
#include <string>

#include "file_text.h"
#include "game/balance/balance_intervals.h"
#include "game/balance/balance_report.h"
#include "game/balance/balance_runs_file.h"
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

std::string report_of(const game::BalanceData& a, const game::BalanceData& b, const game::BalancePlay& play) {
  return game::balance_report_text(game::run_balance_study(a, b, play));
}

std::size_t occurrences(const std::string& text, const std::string& part) {
  std::size_t count = 0;
  for (std::size_t at = text.find(part); at != std::string::npos; at = text.find(part, at + 1)) ++count;
  return count;
}

bool marks_a_difference(const std::string& report) {
  return report.find(" *\n") != std::string::npos;
}

}  // namespace

TEST_CASE("a study played on two threads gives the same report, byte for byte, as on one") {
  const std::string one = report_of(shipped("data"), {}, quick_play(1));
  const std::string two = report_of(shipped("data"), {}, quick_play(2));
  CHECK(one == two);
  CHECK(one.find("Balance: 24 runs of data, seeds 1-24, at most 3000 turns each") == 0);
  CHECK(one.find("Win rate: ") != std::string::npos);
}

TEST_CASE("two identical data sets show no difference that the report marks") {
  const std::string report = report_of(shipped("A"), shipped("B"), quick_play(2));
  CHECK(report.find("Reached floor 5 or higher") != std::string::npos);
  CHECK_FALSE(marks_a_difference(report));
}

TEST_CASE("a monster with ten times the hit points makes a drop the report marks") {
  const std::string report = report_of(shipped("A"), {factory_with_tougher_tough_mice(), "B"}, quick_play(2));
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
  const std::string report = report_of(shipped("data"), {}, play);
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

TEST_CASE("the report folder holds the page, the text and every chart, each chart drawn with its bars") {
  TempDataFolder folder;
  const game::BalanceOutcome outcome = game::run_balance_study(shipped("A"), shipped("B"), quick_play(2));
  const std::filesystem::path report = folder.path() / "report";
  REQUIRE(game::write_balance_report(outcome, report));
  const std::string html = read_text(report / "report.html");
  CHECK(html.find("<pre>Balance: A is A; B is B.") != std::string::npos);
  // Nothing to fetch: the only address is SVG's namespace, and there is no script.
  CHECK(occurrences(html, "http") == occurrences(html, "http://www.w3.org/2000/svg"));
  CHECK(occurrences(html, "<script") == 0);
  CHECK(occurrences(html, "src=") == 0);
  for (const auto& [name, svg] : game::balance_charts(outcome)) {
    CAPTURE(name);
    CHECK(read_text(report / name) == svg);
    CHECK(html.find("<figure id=\"" + name + "\">") != std::string::npos);
    CHECK((svg.find("<rect x=") != std::string::npos || svg.find("<polyline") != std::string::npos));
  }
  CHECK(read_text(report / "report.txt") == game::balance_report_text(outcome));
}

TEST_CASE("a report folder that cannot be made is an error that names it") {
  TempDataFolder folder;
  const game::BalanceOutcome outcome = game::run_balance_study(shipped("A"), {}, quick_play(1));
  const std::filesystem::path file = folder.path() / "monsters.json";
  const core::Result<void> written = game::write_balance_report(outcome, file);
  REQUIRE_FALSE(written);
  CHECK(written.error().find("monsters.json") != std::string::npos);
}

TEST_CASE("a traced run plays as an autoplayed run does, and notes HP and level every hundred turns") {
  const game::RunTrace trace = game::play_traced_run(3, shipped_factory(), 3000);
  const game::World world = game::play_autoplay_run(3, shipped_factory(), 3000);
  CHECK(game::to_json_line(trace.result) == game::to_json_line(game::autoplay_result(world)));
  CHECK(trace.hp_percent.size() == static_cast<std::size_t>(world.turn() / game::kTraceEvery + 1));
  CHECK(trace.levels.size() == trace.hp_percent.size());
  int turns = 0;
  for (const auto& [floor, spent] : trace.turns_on_floor) turns += spent;
  CHECK(turns == world.turn());
}

TEST_CASE("quartiles interpolate between the nearest ranks") {
  const game::Quartiles four = game::quartiles_of({4, 1, 3, 2});
  CHECK(four.median == doctest::Approx(2.5));
  CHECK(four.low == doctest::Approx(1.75));
  CHECK(four.high == doctest::Approx(3.25));
  CHECK(four.count == 4);
  CHECK(game::quartiles_of({}).count == 0);
}

namespace {

game::BalancePlay slice_play(std::uint64_t first, std::uint64_t last) {
  game::BalancePlay play = quick_play(2);
  play.seeds = {first, last};
  return play;
}

}  // namespace

TEST_CASE("slices of a study joined by a merge give the report of the whole, byte for byte") {
  const game::BalanceOutcome whole = game::run_balance_study(shipped("A"), shipped("B"), slice_play(1, 12));
  std::vector<game::BalanceSlice> slices;
  // Out of order, as files of a job array come back.
  for (const auto& [first, last] : {std::pair{6, 12}, std::pair{1, 5}}) {
    const game::BalanceOutcome slice = game::run_balance_study(shipped("A"), shipped("B"), slice_play(first, last));
    core::Result<game::BalanceOutcome> read = game::read_runs_file(game::runs_file_text(slice));
    REQUIRE_MESSAGE(read, read.error());
    slices.push_back({"seeds " + std::to_string(first), std::move(*read)});
  }
  core::Result<game::BalanceOutcome> merged = game::merge_studies(std::move(slices));
  REQUIRE_MESSAGE(merged, merged.error());
  CHECK(game::balance_report_text(*merged) == game::balance_report_text(whole));
  CHECK(game::balance_html(*merged) == game::balance_html(whole));
  CHECK(game::runs_file_text(*merged) == game::runs_file_text(whole));
}

TEST_CASE("a merge refuses slices that overlap, leave seeds out, or were played over other data, naming them") {
  const auto slice = [](std::uint64_t first, std::uint64_t last, const std::string& name) {
    const std::string folder = "slice " + std::to_string(first) + "-" + std::to_string(last);
    return game::BalanceSlice{folder, game::run_balance_study(shipped(name), {}, slice_play(first, last))};
  };
  const core::Result<game::BalanceOutcome> overlap = game::merge_studies({slice(3, 4, "A"), slice(1, 3, "A")});
  REQUIRE_FALSE(overlap);
  CHECK(overlap.error() == "seed 3 is in two slices (slice 1-3 and slice 3-4)");
  const core::Result<game::BalanceOutcome> gap = game::merge_studies({slice(1, 2, "A"), slice(5, 6, "A")});
  REQUIRE_FALSE(gap);
  CHECK(gap.error() == "the slices leave out seeds 3-4 (slice 1-2 and slice 5-6)");
  const core::Result<game::BalanceOutcome> renamed = game::merge_studies({slice(1, 2, "A"), slice(3, 4, "other data")});
  REQUIRE_FALSE(renamed);
  CHECK(renamed.error().starts_with("slice 1-2 and slice 3-4 were played over different data: A is A (fingerprint "));
  CHECK_FALSE(game::merge_studies({}));
}

TEST_CASE("a merge refuses slices played over a data folder of the same name whose content changed between them") {
  const game::BalanceSlice before{"before", game::run_balance_study(shipped("data"), {}, slice_play(1, 2))};
  const game::BalanceSlice after{
      "after", game::run_balance_study({factory_with_tougher_tough_mice(), "data"}, {}, slice_play(3, 4))};
  // Both slices come back from their runs.json, as --merge reads them.
  std::vector<game::BalanceSlice> slices;
  for (const game::BalanceSlice& slice : {before, after}) {
    core::Result<game::BalanceOutcome> read = game::read_runs_file(game::runs_file_text(slice.outcome));
    REQUIRE_MESSAGE(read, read.error());
    slices.push_back({slice.folder, std::move(*read)});
  }
  const std::string& old_fingerprint = before.outcome.setup.fingerprint_a;
  const std::string& new_fingerprint = after.outcome.setup.fingerprint_a;
  REQUIRE_FALSE(old_fingerprint.empty());
  REQUIRE(old_fingerprint != new_fingerprint);
  const core::Result<game::BalanceOutcome> merged = game::merge_studies(std::move(slices));
  REQUIRE_FALSE(merged);
  CHECK(merged.error() == "before and after were played over different data: A is data (fingerprint " +
                              old_fingerprint + ") in before, but data (fingerprint " + new_fingerprint + ") in after");
}

namespace {

// The runs.json of a short study with its first `from` replaced by `to`.
std::string edited_runs_text(std::uint64_t last_seed, const std::string& from, const std::string& to) {
  std::string text = game::runs_file_text(game::run_balance_study(shipped("A"), {}, slice_play(1, last_seed)));
  const std::size_t at = text.find(from);
  REQUIRE(at != std::string::npos);
  return text.replace(at, from.size(), to);
}

}  // namespace

TEST_CASE("a runs.json of version 1, which recorded no fingerprint, is refused with what to do") {
  const core::Result<game::BalanceOutcome> read =
      game::read_runs_file(edited_runs_text(1, "\"version\":2", "\"version\":1"));
  REQUIRE_FALSE(read);
  CHECK(read.error().find("play this slice again") != std::string::npos);
}

TEST_CASE("a broken runs.json, which may be a link to another file, is refused without quoting its text") {
  const core::Result<game::BalanceOutcome> read = game::read_runs_file("root:x:0:0:secret-hash:/root:/bin/bash\n");
  REQUIRE_FALSE(read);
  CHECK(read.error().starts_with("line 1, column 1"));
  CHECK(read.error().find("root") == std::string::npos);
  CHECK(read.error().find("secret") == std::string::npos);
}

TEST_CASE("runs.json that is not one, or is broken, is an error that says where") {
  CHECK(game::read_runs_file("{").error().starts_with("line 1, column 2"));
  CHECK_FALSE(game::read_runs_file("{\"format\": \"Mouse King replay\", \"version\": 1}"));
  const core::Result<game::BalanceOutcome> broken =
      game::read_runs_file(edited_runs_text(2, "\"turns\":", "\"turns\":-5,\"x\":"));
  REQUIRE_FALSE(broken);
  CHECK(broken.error().find("a.runs[0].turns") != std::string::npos);
}

TEST_CASE("the median deepest floor is the deepest that half the runs reached, and the report prints it") {
  game::BalanceStats stats;
  CHECK(stats.median_deepest_floor() == 0);
  stats.runs = 5;
  stats.deepest_floors = {{2, 1}, {4, 1}, {7, 2}, {13, 1}};
  CHECK(stats.median_deepest_floor() == 7);  // 3 of 5 reached floor 7 or deeper, 1 of 5 floor 13
  stats.deepest_floors = {{2, 2}, {4, 1}, {7, 1}, {13, 1}};
  CHECK(stats.median_deepest_floor() == 4);
  stats.runs = 4;
  stats.deepest_floors = {{2, 2}, {9, 2}};
  CHECK(stats.median_deepest_floor() == 9);  // two of four: half reached floor 9
}

TEST_CASE("the one-data report gives each cause and band of death as a share of the deaths") {
  const game::BalanceOutcome outcome = game::run_balance_study(shipped("shipped"), {}, quick_play(1));
  const std::string text = game::balance_report_text(outcome);
  REQUIRE(outcome.a.deaths() > 0);
  CHECK(occurrences(text, " of deaths)") >= 1);
  CHECK(occurrences(text, " of deaths, ") == outcome.a.deaths_by_band.size());
  CHECK(text.find("Median deepest floor: " + std::to_string(outcome.a.median_deepest_floor()) + "\n") !=
        std::string::npos);
}
