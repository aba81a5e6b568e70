// SPDX-License-Identifier: MIT
#include "startup_figure.h"

#include <filesystem>
#include <string>
#include <system_error>
#include <vector>

#include "child_process.h"

namespace bench {

namespace {

const std::vector<std::string> kStartupArguments{"--seed", "1", "--quit-after-frames", "1"};

Timing time_startup(const std::filesystem::path& binary, const std::vector<std::string>& arguments,
                    const SamplingPlan& plan) {
  // One untimed run first, so every timed run starts with the binary and assets cached.
  const ChildRun warm_up = run_quietly(binary, arguments);
  if (!warm_up.nanoseconds) return missing(warm_up.failure);
  std::vector<double> samples;
  for (int run = 0; run < plan.process_runs; ++run) {
    const ChildRun result = run_quietly(binary, arguments);
    if (!result.nanoseconds) return missing(result.failure);
    samples.push_back(*result.nanoseconds);
  }
  return measured(summarize(samples));
}

}  // namespace

FigureRow startup_figure(const SamplingPlan& plan) {
  return startup_figure(plan, "Start-up to first frame (spawn to exit)", {}, "target < 250 ms");
}

FigureRow startup_figure(const SamplingPlan& plan, std::string figure, const std::vector<std::string>& more_arguments,
                         const std::string& target) {
  const std::filesystem::path binary = game_binary_path();
  std::vector<std::string> arguments = kStartupArguments;
  arguments.insert(arguments.end(), more_arguments.begin(), more_arguments.end());
  const std::string note = std::to_string(plan.process_runs) + " runs of " + binary.filename().string() +
                           " --seed 1 --quit-after-frames 1, dummy SDL drivers, warm cache, " + target;
  FigureRow row{.figure = std::move(figure), .note = note};
  std::error_code error;
  if (!std::filesystem::is_regular_file(binary, error)) {
    row.ours = missing("not built");
    row.note = "no game binary at " + binary.string();
    return row;
  }
  row.ours = time_startup(binary, arguments, plan);
  return row;
}

}  // namespace bench
