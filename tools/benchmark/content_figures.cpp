// SPDX-License-Identifier: MIT
#include "content_figures.h"

#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>

#include "byte_text.h"
#include "content/loading.h"
#include "generated_data_folder.h"

namespace bench {

namespace {

constexpr int kGeneratedFolderMonsters = 10'000;

// The first error of a load, written as the loader reports it.
std::string first_error(const json::Diagnostics& diagnostics) {
  for (const json::Diagnostic& diagnostic : diagnostics.all()) {
    if (diagnostic.severity == json::Severity::Error) return diagnostic.to_string();
  }
  // Past Diagnostics::kMaxRecorded problems, errors are only counted.
  return std::to_string(diagnostics.error_count()) + " errors";
}

// Why the folder is no fit subject for timing, or nothing when it loads cleanly with the
// expected number of monsters (any number when none is expected).
std::optional<std::string> load_problem(const std::filesystem::path& data_dir,
                                        std::optional<std::size_t> expected_monsters) {
  const content::LoadResult result = content::load_database(data_dir);
  if (result.diagnostics.has_errors() || !result.database) return first_error(result.diagnostics);
  const std::size_t monsters = result.database->monsters.size();
  if (expected_monsters && monsters != *expected_monsters) {
    return "loaded " + std::to_string(monsters) + " monsters, expected " + std::to_string(*expected_monsters);
  }
  return std::nullopt;
}

// One load per operation; the files stay in the operating system's cache between loads.
Spread time_load(const std::filesystem::path& data_dir, const SamplingPlan& plan) {
  return measure(plan, 1, [&] {
    const content::LoadResult result = content::load_database(data_dir);
    keep(result.database ? static_cast<std::uint64_t>(result.database->monsters.size()) : 0);
  });
}

FigureRow load_row(std::string figure, const std::filesystem::path& data_dir,
                   std::optional<std::size_t> expected_monsters, std::string note, const SamplingPlan& plan) {
  FigureRow row{.figure = std::move(figure), .note = std::move(note)};
  if (const std::optional<std::string> problem = load_problem(data_dir, expected_monsters)) {
    row.ours = missing("load failed");
    row.note = *problem;
    return row;
  }
  row.ours = measured(time_load(data_dir, plan));
  return row;
}

FigureRow shipped_data_row(const SamplingPlan& plan) {
  return load_row("Load shipped data", MOUSEKING_BENCHMARK_DATA_DIR, std::nullopt, "data/, target < 20 ms", plan);
}

FigureRow generated_monsters_row(const SamplingPlan& plan) {
  const std::string figure = "Load 10,000-monster data folder";
  const GeneratedDataFolder folder(MOUSEKING_BENCHMARK_DATA_DIR, kGeneratedFolderMonsters);
  if (!folder.failure().empty()) return {figure, missing("not generated"), std::nullopt, folder.failure()};
  const std::string note =
      "monsters.json " + megabytes_text(static_cast<double>(folder.monsters_file_bytes())) + ", target < 200 ms";
  return load_row(figure, folder.path(), kGeneratedFolderMonsters, note, plan);
}

}  // namespace

std::vector<FigureRow> content_figures(const SamplingPlan& plan) {
  return {shipped_data_row(plan), generated_monsters_row(plan)};
}

}  // namespace bench
