// SPDX-License-Identifier: MIT
#pragma once

#include <vector>

#include "figure_row.h"
#include "timing.h"

namespace bench {

// Writing a save's text and reading it back, for a run that has visited every floor:
// the work the game does on each floor change and at Continue.
std::vector<FigureRow> save_figures(const SamplingPlan& plan);

}  // namespace bench
