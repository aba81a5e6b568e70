// SPDX-License-Identifier: MIT
#pragma once

#include <optional>
#include <span>
#include <vector>

#include "benchmark_maps.h"
#include "core/point.h"
#include "path_endpoints.h"
#include "statistics.h"
#include "timing.h"

namespace bench {

// libtcod's FOV_SYMMETRIC_SHADOWCAST on one FOV case: its time per call, and how many
// tiles its visible sets differ from light_shadowcast's, summed over the case's origins.
struct LibtcodFovResult {
  Spread time;
  // Under light_shadowcast's radius rule (dx*dx + dy*dy <= r*r), so only the algorithms differ.
  long differing_tiles = 0;
  // With each library's own radius rule; libtcod keeps only dx*dx + dy*dy < r*r.
  long differing_tiles_own_rules = 0;
};

// libtcod's A* (TCOD_path_compute, diagonal cost 1) between two tiles: time per path
// and the number of steps in the path it found (nullopt when it found none).
struct LibtcodPathResult {
  Spread time;
  std::optional<int> steps;
};

// libtcod's A* (diagonal cost 1) over a set of endpoint pairs: time per path, and per pair
// the number of steps it found (nullopt when it found none).
struct LibtcodPathsResult {
  Spread time;
  std::vector<std::optional<int>> steps;
};

// All return nullopt when the benchmark was built without libtcod.
std::optional<LibtcodFovResult> run_libtcod_fov(const FovCase& fov_case, const SamplingPlan& plan);
std::optional<LibtcodPathResult> run_libtcod_path(const BenchmarkMap& map, core::Point start, core::Point goal,
                                                  const SamplingPlan& plan);
std::optional<LibtcodPathsResult> run_libtcod_paths(const BenchmarkMap& map, std::span<const PathEndpoints> pairs,
                                                    const SamplingPlan& plan);

}  // namespace bench
