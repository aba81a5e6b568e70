// SPDX-License-Identifier: MIT
#pragma once

#include <vector>

#include "figure_row.h"
#include "timing.h"

namespace bench {

// Fitting a long line into a panel (Canvas::fit_text) with the real font: the old way (one
// character off at a time, each time measuring the whole line again) beside the binary search,
// on a line of 2,000 characters, then the binary search on 100,000 characters, first time and
// fitted before. "not available" when SDL or the font cannot be opened.
std::vector<FigureRow> text_fit_figures(const SamplingPlan& plan);

}  // namespace bench
