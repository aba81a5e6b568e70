// SPDX-License-Identifier: MIT
#pragma once

#include <vector>

#include "figure_row.h"
#include "timing.h"

namespace bench {

// What walking the dungeon costs on a 200x200 random-walk floor: the path preview's first
// hover after a turn (a new travel map and the path to the farthest tile) and each further
// hover, and one step of auto-explore with the frontier nearby and at the far end.
std::vector<FigureRow> travel_figures(const SamplingPlan& plan);

}  // namespace bench
