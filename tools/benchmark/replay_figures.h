// SPDX-License-Identifier: MIT
#pragma once

#include <vector>

#include "figure_row.h"
#include "timing.h"

namespace bench {

// Scrubbing a long checked-in replay: opening it (played through, with and without taking keyframes) and
// stepping back 100 actions from random points, for several keyframe intervals with their memory.
std::vector<FigureRow> replay_figures(const SamplingPlan& plan);

}  // namespace bench
