// SPDX-License-Identifier: MIT
#include "large_input_figures.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <filesystem>
#include <optional>
#include <string>
#include <system_error>
#include <vector>

#include "byte_text.h"
#include "child_process.h"
#include "content/loading.h"
#include "content/scenario.h"
#include "generated_data_folder.h"

namespace bench {

namespace {

constexpr int kScenarioNames = 1'000'000;
constexpr int kScenarioSpawns = 10'000;
constexpr int kCopyFromMonsters = 350'000;
// One check of these inputs takes up to seconds: a few runs show the median well enough.
constexpr int kMaxLargeRuns = 5;

int large_runs(const SamplingPlan& plan) {
  return std::clamp(plan.process_runs, 1, kMaxLargeRuns);
}

// { "scenario": { "key": [element, element, ...] } } with `count` elements.
std::string scenario_listing(const std::string& key, const std::string& element, int count) {
  std::string text = "{\"scenario\": {\"" + key + "\": [";
  text.reserve(text.size() + static_cast<std::size_t>(count) * (element.size() + 2));
  for (int i = 0; i < count; ++i) text += (i == 0 ? "" : ", ") + element;
  return text + "]}}\n";
}

// Whether the scenario check gives the verdict the figure is about: `expected` in its messages,
// or no error at all when `expected` is empty.
std::optional<std::string> verdict_problem(const content::ScenarioLoadResult& result, const std::string& expected) {
  const std::string messages = result.diagnostics.to_string();
  if (expected.empty() ? !result.diagnostics.has_errors() : messages.find(expected) != std::string::npos) {
    return std::nullopt;
  }
  return "unexpected verdict: " + (messages.empty() ? std::string("no errors") : messages.substr(0, 200));
}

FigureRow scenario_row(std::string figure, const std::string& text, const std::string& expected,
                       const content::Database& database, const SamplingPlan& plan) {
  const int runs = large_runs(plan);
  FigureRow row{.figure = std::move(figure)};
  if (auto problem = verdict_problem(content::parse_scenario(text, "scenario.json", database), expected)) {
    row.ours = missing("wrong verdict");
    row.note = *problem;
    return row;
  }
  row.ours = measured(time_runs(
      runs, [&] { keep(content::parse_scenario(text, "scenario.json", database).diagnostics.error_count()); }));
  row.note =
      megabytes_text(static_cast<double>(text.size())) + " in memory, " + std::to_string(runs) + " runs, target < 2 s";
  return row;
}

std::vector<FigureRow> scenario_rows(const SamplingPlan& plan) {
  const content::LoadResult shipped = content::load_database(MOUSEKING_BENCHMARK_DATA_DIR);
  if (!shipped.database) return {{"Check large scenarios", missing("no content"), std::nullopt, "data/ has errors"}};
  const std::string names = scenario_listing("inventory", "\"Crowbar\"", kScenarioNames);
  const std::string spawns = scenario_listing("spawn", R"({"name": "Micro Mouse", "x": 40, "y": 22})", kScenarioSpawns);
  return {
      scenario_row("Refuse 1,000,000 scenario inventory names", names, "but the pack holds", *shipped.database, plan),
      scenario_row("Check 10,000 scenario spawns", spawns, "", *shipped.database, plan)};
}

// --check-data on the chain folder through the peak-memory helper: time and peak per run.
std::vector<FigureRow> check_data_rows(const SamplingPlan& plan) {
  const std::string figure = "--check-data, 350,000 copy-from monsters";
  const std::filesystem::path game = game_binary_path();
  const std::filesystem::path helper = peak_memory_helper_path();
  std::error_code error;
  if (!std::filesystem::is_regular_file(game, error) || !std::filesystem::is_regular_file(helper, error)) {
    return {{figure, missing("not built"), std::nullopt, "no " + game.string() + " or its memory helper"}};
  }
  const GeneratedDataFolder folder(MOUSEKING_BENCHMARK_DATA_DIR, kCopyFromMonsters, MonsterPadding::CopyFromChain);
  if (!folder.failure().empty()) return {{figure, missing("not generated"), std::nullopt, folder.failure()}};
  std::vector<double> cpu_times;
  std::vector<double> wall_times;
  std::vector<double> peaks;
  const int runs = large_runs(plan);
  for (int run = 0; run < runs; ++run) {
    // The helper runs the game and prints the game's own peak memory, run time and CPU time.
    const std::optional<std::string> output =
        standard_output_of(helper, {game.string(), "--check-data", folder.path().string()});
    double peak = 0.0;
    double wall = 0.0;
    double cpu = 0.0;
    if (!output || std::sscanf(output->c_str(), "%lf %lf %lf", &peak, &wall, &cpu) != 3) {
      return {{figure, missing("check failed"), std::nullopt, "the game found errors or did not finish"}};
    }
    cpu_times.push_back(cpu);
    wall_times.push_back(wall);
    peaks.push_back(peak);
  }
  const std::string file = "a chain written child-first, monsters.json " +
                           megabytes_text(static_cast<double>(folder.monsters_file_bytes())) + ", " +
                           std::to_string(runs) + " runs";
  return {{figure + ": CPU time", measured(summarize(cpu_times)), std::nullopt, file + ", user + system, target < 5 s"},
          {figure + ": wall time", measured(summarize(wall_times)), std::nullopt,
           "spawn to exit, longer than the CPU time on a busy machine"},
          {figure + ": peak memory", measured_bytes(summarize(peaks)), std::nullopt,
           "peak RSS (wait4 ru_maxrss), target < 500 MB"}};
}

}  // namespace

std::vector<FigureRow> large_input_figures(const SamplingPlan& plan) {
  std::vector<FigureRow> rows = scenario_rows(plan);
  for (FigureRow& row : check_data_rows(plan)) rows.push_back(std::move(row));
  return rows;
}

}  // namespace bench
