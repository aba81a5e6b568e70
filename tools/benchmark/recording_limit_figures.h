// SPDX-License-Identifier: MIT
#pragma once

#include <vector>

#include "figure_row.h"
#include "timing.h"

namespace bench {

// Continuing a save at the recording limit (every action a run records, none repeated, the packed
// text's worst case): the time to read it and to write it back, and the memory reading it takes,
// beside the same actions written as a list of texts, as saves were before they were packed.
std::vector<FigureRow> recording_limit_figures(const SamplingPlan& plan);

}  // namespace bench
