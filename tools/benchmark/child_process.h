// SPDX-License-Identifier: MIT
#pragma once

#include <filesystem>
#include <optional>
#include <string>
#include <vector>

namespace bench {

// The game binary, which the benchmark expects next to itself in the build tree.
std::filesystem::path game_binary_path();

// The helper that measures a child's own peak memory, also next to the benchmark.
std::filesystem::path peak_memory_helper_path();

// One finished run of a child process: how long it took and the most memory it held at
// once, or why it did not exit cleanly. The peak is never below the spawning process's
// own peak (Linux counts the address space that exec replaces), so it is the child's own
// only when a small process spawns it: see peak_memory_main.cpp.
struct ChildRun {
  std::optional<double> nanoseconds;  // spawn to exit; nullopt when the run failed
  double peak_resident_bytes = 0.0;
  std::string failure;
  // User plus system time: on a machine others share, wall time says more about them than about the run.
  double cpu_nanoseconds = 0.0;
};

// Runs `binary` with `arguments` (not counting argv[0]) under SDL's dummy video and
// audio drivers, its output thrown away, and waits for it.
ChildRun run_quietly(const std::filesystem::path& binary, const std::vector<std::string>& arguments);

// What `binary` with `arguments` writes to its standard output; nullopt when it cannot be
// started or does not exit cleanly.
std::optional<std::string> standard_output_of(const std::filesystem::path& binary,
                                              const std::vector<std::string>& arguments);

}  // namespace bench
