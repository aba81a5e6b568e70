// SPDX-License-Identifier: MIT
// mouseking_benchmark: measures the engine's hot paths and prints one table.
#include <iostream>
#include <string>
#include <utility>
#include <vector>

#include "benchmark_maps.h"
#include "benchmark_options.h"
#include "content_figures.h"
#include "controller_mapping_figures.h"
#include "fov_figures.h"
#include "frame_figure.h"
#include "generation_figures.h"
#include "large_input_figures.h"
#include "memory_figure.h"
#include "mod_figures.h"
#include "path_figures.h"
#include "recording_limit_figures.h"
#include "replay_figures.h"
#include "results_table.h"
#include "save_figures.h"
#include "sight_rule_figures.h"
#include "sound_mod_figure.h"
#include "sprite_figures.h"
#include "startup_figure.h"
#include "text_fit_figures.h"
#include "timing.h"
#include "travel_figures.h"
#include "turn_figures.h"

namespace {

constexpr int kFloorSightRadius = 8;
constexpr int kWideSightRadius = 20;

void append(std::vector<bench::FigureRow>& rows, std::vector<bench::FigureRow> more) {
  for (bench::FigureRow& row : more) rows.push_back(std::move(row));
}

std::vector<bench::FigureRow> chosen_figures(const bench::BenchmarkOptions& options, const bench::SamplingPlan& plan) {
  const bench::BenchmarkMap floor = bench::generated_floor_map();
  const bench::BenchmarkMap random_walls = bench::random_walls_map();
  const std::vector<bench::FovCase> fov_cases{
      {floor, kFloorSightRadius}, {random_walls, kWideSightRadius}, {random_walls, 0}};
  const auto runs = [&](const char* group) { return bench::runs_group(options, group); };

  std::vector<bench::FigureRow> rows;
  if (runs("fov")) append(rows, bench::fov_figures(fov_cases, plan));
  if (runs("sight")) append(rows, bench::sight_rule_figures(fov_cases, plan));
  if (runs("paths")) {
    append(rows, {bench::path_figure(random_walls, plan), bench::astar_figure(random_walls, plan),
                  bench::astar_corner_rule_figure(random_walls, plan)});
  }
  if (runs("travel")) append(rows, bench::travel_figures(plan));
  if (runs("generation")) append(rows, bench::generation_figures(plan));
  if (runs("content")) append(rows, bench::content_figures(plan));
  if (runs("sprites")) append(rows, bench::sprite_figures(plan));
  if (runs("mods")) append(rows, bench::mod_figures(plan));
  if (runs("large")) append(rows, bench::large_input_figures(plan));
  if (runs("saves")) {
    append(rows, bench::save_figures(plan));
    append(rows, bench::recording_limit_figures(plan));
  }
  if (runs("turns")) append(rows, bench::monster_turn_figures(plan));
  if (runs("replays")) append(rows, bench::replay_figures(plan));
  if (runs("frame")) append(rows, bench::frame_figures(plan));
  if (runs("text")) append(rows, bench::text_fit_figures(plan));
  if (runs("controllers")) append(rows, bench::controller_mapping_figures(plan, options.quick));
  if (runs("startup")) {
    rows.push_back(bench::startup_figure(plan));
    rows.push_back(bench::sound_mod_startup_figure(plan));
  }
  if (runs("memory")) rows.push_back(bench::autoplay_memory_figure(plan));
  return rows;
}

std::string plan_text(const bench::SamplingPlan& plan, bool quick) {
  const auto milliseconds = std::chrono::duration_cast<std::chrono::milliseconds>(plan.min_sample_time).count();
  return std::string(quick ? "Quick run (rough figures): " : "") + "median per operation of " +
         std::to_string(plan.samples) + " samples of >= " + std::to_string(milliseconds) +
         " ms each, with the smallest..largest sample\n";
}

}  // namespace

int main(int argc, char** argv) {
  const bench::BenchmarkOptionsResult parsed = bench::parse_benchmark_options({argv + 1, argv + argc});
  if (!parsed.options) {
    std::cerr << "mouseking_benchmark: " << parsed.error << "\n\n" << bench::benchmark_usage_text();
    return 2;
  }
  if (parsed.options->help) {
    std::cout << bench::benchmark_usage_text();
    return 0;
  }
  const bench::SamplingPlan plan = parsed.options->quick ? bench::quick_sampling() : bench::full_sampling();
  const std::vector<bench::FigureRow> rows = chosen_figures(*parsed.options, plan);
  std::cout << plan_text(plan, parsed.options->quick) << '\n' << bench::results_table_text(rows);
  return 0;
}
