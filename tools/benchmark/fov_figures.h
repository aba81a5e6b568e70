// SPDX-License-Identifier: MIT
#pragma once

#include <vector>

#include "benchmark_maps.h"
#include "figure_row.h"
#include "timing.h"

namespace bench {

// For each case: FieldOfView (the game's light_shadowcast, clearing only what it lit last) against
// libtcod, then a row for the lower bound of each case (one pass reading opaque and writing
// visible for every tile within the radius).
std::vector<FigureRow> fov_figures(const std::vector<FovCase>& cases, const SamplingPlan& plan);

}  // namespace bench
