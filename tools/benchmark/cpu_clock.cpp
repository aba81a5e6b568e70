// SPDX-License-Identifier: MIT
#include "cpu_clock.h"

#include <time.h>

#include <chrono>

namespace bench {

CpuAndWall read_clocks() {
  timespec cpu{};
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &cpu);
  const auto wall = std::chrono::steady_clock::now().time_since_epoch();
  return {static_cast<double>(cpu.tv_sec) * 1e9 + static_cast<double>(cpu.tv_nsec),
          static_cast<double>(std::chrono::duration_cast<std::chrono::nanoseconds>(wall).count())};
}

CpuSpread summarize_cpu(const std::vector<CpuAndWall>& samples) {
  std::vector<double> cpu;
  std::vector<double> wall;
  for (const CpuAndWall& sample : samples) {
    cpu.push_back(sample.cpu_nanoseconds);
    wall.push_back(sample.wall_nanoseconds);
  }
  return {summarize(cpu), median_of(wall)};
}

}  // namespace bench
