// SPDX-License-Identifier: MIT
// Built instead of libtcod_comparison.cpp when CMake finds no libtcod.
#include "libtcod_comparison.h"

namespace bench {

std::optional<LibtcodFovResult> run_libtcod_fov(const FovCase&, const SamplingPlan&) {
  return std::nullopt;
}

std::optional<LibtcodPathResult> run_libtcod_path(const BenchmarkMap&, core::Point, core::Point, const SamplingPlan&) {
  return std::nullopt;
}

std::optional<LibtcodPathsResult> run_libtcod_paths(const BenchmarkMap&, std::span<const PathEndpoints>,
                                                    const SamplingPlan&) {
  return std::nullopt;
}

}  // namespace bench
