// SPDX-License-Identifier: MIT
#pragma once

#include <vector>

#include "figure_row.h"
#include "timing.h"

namespace bench {

// content::load_database on the shipped data folder, and on a generated copy of it whose
// monsters.json holds 10,000 monsters. A folder that loads with errors gets its first
// error in the notes instead of a time.
std::vector<FigureRow> content_figures(const SamplingPlan& plan);

}  // namespace bench
