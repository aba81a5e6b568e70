// SPDX-License-Identifier: MIT
#pragma once

#include <vector>

#include "figure_row.h"
#include "timing.h"

namespace bench {

// The checks on the largest files a careless or hostile writer may hand the game, which must
// take time linear in the file: a scenario listing 1,000,000 names (refused: the pack holds
// 32), a scenario placing 10,000 things (the most it may), and --check-data on a data folder
// whose monsters.json is a chain of 350,000 copy-from entries, timed and measured as a child
// process. A check that gives an unexpected verdict gets it in the notes instead of a figure.
std::vector<FigureRow> large_input_figures(const SamplingPlan& plan);

}  // namespace bench
