// SPDX-License-Identifier: MIT
#pragma once

#include <vector>

#include "figure_row.h"
#include "timing.h"

namespace bench {

// The cost of mods, with three generated ones (see generated_mods.h): packing the base sprites with theirs;
// loading the shipped data with the mods over it and their sprites packed, as the game does at start-up
// and when the Mods screen changes the choice; and start-up to the first frame with the three mods.
std::vector<FigureRow> mod_figures(const SamplingPlan& plan);

}  // namespace bench
