// SPDX-License-Identifier: MIT
#pragma once

#include <optional>
#include <string>
#include <vector>

namespace bench {

// The groups of figures the benchmark can run, in the order the table lists them.
inline const std::vector<std::string>& figure_group_names() {
  static const std::vector<std::string> names{"fov",     "sight", "paths",       "travel",  "generation", "content",
                                              "sprites", "mods",  "large",       "saves",   "turns",      "replays",
                                              "frame",   "text",  "controllers", "startup", "memory"};
  return names;
}

// What the command line asked the benchmark to do.
struct BenchmarkOptions {
  bool quick = false;
  bool help = false;
  std::vector<std::string> only;  // the groups to run; empty: all of them
};

// Either options to run with, or the message for an argument that is not understood.
struct BenchmarkOptionsResult {
  std::optional<BenchmarkOptions> options;
  std::string error;
};

BenchmarkOptionsResult parse_benchmark_options(const std::vector<std::string>& arguments);

// Whether the options ask for the figures of `group`.
bool runs_group(const BenchmarkOptions& options, const std::string& group);

std::string benchmark_usage_text();

}  // namespace bench
