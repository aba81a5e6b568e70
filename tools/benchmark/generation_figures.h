// SPDX-License-Identifier: MIT
#pragma once

#include <vector>

#include "figure_row.h"
#include "timing.h"

namespace bench {

// Generating one floor of the game's size with each generator, and game::build_floor
// averaged over floors 1..12.
std::vector<FigureRow> generation_figures(const SamplingPlan& plan);

}  // namespace bench
