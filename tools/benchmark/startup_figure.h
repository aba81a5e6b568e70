// SPDX-License-Identifier: MIT
#pragma once

#include <string>
#include <vector>

#include "figure_row.h"
#include "timing.h"

namespace bench {

// Start-up to first frame: the real game binary, found next to the benchmark, run as a
// child process with --seed 1 --quit-after-frames 1 under SDL's dummy drivers, timed from
// spawning to its exit. "not built" when the binary is missing.
FigureRow startup_figure(const SamplingPlan& plan);

// The same with `more_arguments` after those (--mod folders), named `figure` and noted `target`.
FigureRow startup_figure(const SamplingPlan& plan, std::string figure, const std::vector<std::string>& more_arguments,
                         const std::string& target);

}  // namespace bench
