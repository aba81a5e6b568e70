// SPDX-License-Identifier: MIT
#pragma once

#include <vector>

#include "benchmark_maps.h"
#include "core/point.h"

namespace bench {

// Where one timed path starts and where it must end.
struct PathEndpoints {
  core::Point start;
  core::Point goal;
};

// count pairs of distinct floor tiles, each goal reachable from its start, picked from a
// fixed seed so that every run and both libraries get the same pairs.
std::vector<PathEndpoints> pick_path_endpoints(const BenchmarkMap& map, int count);

}  // namespace bench
