#pragma once

#include <optional>
#include <string>
#include <vector>

namespace bench {

// What the command line asked the benchmark to do.
struct BenchmarkOptions {
  bool quick = false;
  bool help = false;
};

// Either options to run with, or the message for an argument that is not understood.
struct BenchmarkOptionsResult {
  std::optional<BenchmarkOptions> options;
  std::string error;
};

BenchmarkOptionsResult parse_benchmark_options(const std::vector<std::string>& arguments);

std::string benchmark_usage_text();

}  // namespace bench
