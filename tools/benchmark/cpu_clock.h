// SPDX-License-Identifier: MIT
#pragma once

#include <vector>

#include "statistics.h"

namespace bench {

// A point in time, or a stretch of work, on two clocks: the CPU time this process has
// spent, which other processes competing for the cores do not inflate, and the wall clock.
struct CpuAndWall {
  double cpu_nanoseconds = 0.0;
  double wall_nanoseconds = 0.0;

  CpuAndWall& operator+=(const CpuAndWall& other) {
    cpu_nanoseconds += other.cpu_nanoseconds;
    wall_nanoseconds += other.wall_nanoseconds;
    return *this;
  }
  friend CpuAndWall operator-(const CpuAndWall& end, const CpuAndWall& start) {
    return {end.cpu_nanoseconds - start.cpu_nanoseconds, end.wall_nanoseconds - start.wall_nanoseconds};
  }
  friend CpuAndWall operator/(const CpuAndWall& total, double count) {
    return {total.cpu_nanoseconds / count, total.wall_nanoseconds / count};
  }
};

// Both clocks now; the CPU clock counts every thread of the process.
CpuAndWall read_clocks();

// Samples summarised on the CPU clock, with the wall clock's median for the notes.
struct CpuSpread {
  Spread cpu;
  double wall_median = 0.0;
};

CpuSpread summarize_cpu(const std::vector<CpuAndWall>& samples);

}  // namespace bench
