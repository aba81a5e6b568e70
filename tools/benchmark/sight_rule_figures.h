// SPDX-License-Identifier: MIT
#pragma once

#include <vector>

#include "benchmark_maps.h"
#include "figure_row.h"
#include "timing.h"

namespace bench {

// The other rules of sight rules.json may choose (line_of_sight, ray_cast at 16 and 1 degrees), timed as the
// FOV rows time shadowcasting, on the cases with a radius, each with how many tiles it sees differently from
// shadowcasting, averaged over the same origins.
std::vector<FigureRow> sight_rule_figures(const std::vector<FovCase>& cases, const SamplingPlan& plan);

}  // namespace bench
