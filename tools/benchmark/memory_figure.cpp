// SPDX-License-Identifier: MIT
#include "memory_figure.h"

#include <algorithm>
#include <filesystem>
#include <optional>
#include <sstream>
#include <string>
#include <system_error>
#include <vector>

#include "child_process.h"
#include "duration_text.h"

namespace bench {

namespace {

const std::vector<std::string> kAutoplayArguments{"--autoplay", "--seed", "1"};
// A whole run takes far longer than a start-up, and its peak barely varies between runs.
constexpr int kMaxAutoplayRuns = 5;

bool offers_autoplay(const std::filesystem::path& game) {
  const std::optional<std::string> help = standard_output_of(game, {"--help"});
  return help && help->find("--autoplay") != std::string::npos;
}

// One autoplay run through the helper, which reports the game's own peak (see
// peak_memory_main.cpp); nullopt when the run or the helper failed.
std::optional<ChildRun> autoplay_once(const std::filesystem::path& helper, const std::filesystem::path& game) {
  std::vector<std::string> arguments{game.string()};
  arguments.insert(arguments.end(), kAutoplayArguments.begin(), kAutoplayArguments.end());
  const std::optional<std::string> output = standard_output_of(helper, arguments);
  if (!output) return std::nullopt;
  std::istringstream line(*output);
  ChildRun run;
  double nanoseconds = 0.0;
  if (!(line >> run.peak_resident_bytes >> nanoseconds)) return std::nullopt;
  run.nanoseconds = nanoseconds;
  return run;
}

// Peak memory per run, and the median run time for the note.
struct AutoplayRuns {
  Timing peak;
  double median_nanoseconds = 0.0;
};

AutoplayRuns measure_autoplay(const std::filesystem::path& helper, const std::filesystem::path& game, int runs) {
  std::vector<double> peaks;
  std::vector<double> durations;
  for (int run = 0; run < runs; ++run) {
    const std::optional<ChildRun> result = autoplay_once(helper, game);
    if (!result) return {missing("run failed"), 0.0};
    peaks.push_back(result->peak_resident_bytes);
    durations.push_back(*result->nanoseconds);
  }
  return {measured_bytes(summarize(peaks)), median_of(durations)};
}

bool is_file(const std::filesystem::path& path) {
  std::error_code error;
  return std::filesystem::is_regular_file(path, error);
}

}  // namespace

FigureRow autoplay_memory_figure(const SamplingPlan& plan) {
  const std::filesystem::path game = game_binary_path();
  const std::filesystem::path helper = peak_memory_helper_path();
  FigureRow row{.figure = "Peak memory of a full autoplay run"};
  const std::string command = game.filename().string() + " --autoplay --seed 1";
  if (!is_file(game) || !is_file(helper)) {
    row.ours = missing("not built");
    row.note = "no " + (is_file(game) ? helper : game).string();
    return row;
  }
  if (!offers_autoplay(game)) {
    row.ours = missing("autoplay not available");
    row.note = game.filename().string() + " --help lists no --autoplay";
    return row;
  }
  const int runs = std::clamp(plan.process_runs, 1, kMaxAutoplayRuns);
  const AutoplayRuns measured = measure_autoplay(helper, game, runs);
  row.ours = measured.peak;
  if (!measured.peak.spread) {
    row.note = command + " did not finish cleanly";
    return row;
  }
  row.note = "peak RSS (wait4 ru_maxrss) of " + command + ", " + std::to_string(runs) + " runs of " +
             duration_text(measured.median_nanoseconds) + ", target < 150 MB";
  return row;
}

}  // namespace bench
