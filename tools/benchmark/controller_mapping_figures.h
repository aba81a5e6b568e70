// SPDX-License-Identifier: MIT
#pragma once

#include <vector>

#include "figure_row.h"
#include "timing.h"

namespace bench {

// Start-up with a gamecontrollerdb.txt of 61,000 mappings just under its 16 MB cap and one
// controller plugged in: the game's way (the file read once, SDL handed the plugged-in
// controller's mapping) beside the whole file handed to SDL, which adds each mapping by searching
// those it has. `quick` takes a tenth of the file, so that the check that the benchmark runs stays short.
std::vector<FigureRow> controller_mapping_figures(const SamplingPlan& plan, bool quick);

}  // namespace bench
