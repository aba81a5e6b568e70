// SPDX-License-Identifier: MIT
// mouseking_peak_memory PROGRAM [ARGUMENTS...]: runs PROGRAM quietly and prints its peak
// resident memory in bytes, its run time and its CPU time (user plus system) in nanoseconds,
// on one line.
//
// Linux charges a child the peak memory of whoever spawned it (exec records the peak of
// the address space it replaces), so a child of the benchmark, which holds tens of
// megabytes by then, would report at least that much. This small, freshly started
// program spawns it instead, so the figure is the child's own.
#include <iostream>
#include <string>
#include <vector>

#include "child_process.h"

int main(int argc, char** argv) {
  if (argc < 2) {
    std::cerr << "Usage: mouseking_peak_memory PROGRAM [ARGUMENTS...]\n";
    return 2;
  }
  const std::vector<std::string> arguments(argv + 2, argv + argc);
  const bench::ChildRun run = bench::run_quietly(argv[1], arguments);
  if (!run.nanoseconds) {
    std::cerr << "mouseking_peak_memory: " << argv[1] << ": " << run.failure << '\n';
    return 1;
  }
  std::cout << static_cast<long long>(run.peak_resident_bytes) << ' ' << static_cast<long long>(*run.nanoseconds) << ' '
            << static_cast<long long>(run.cpu_nanoseconds) << '\n';
  return 0;
}
