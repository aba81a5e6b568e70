#pragma once

#include "figure_row.h"
#include "timing.h"

namespace bench {

// Start-up to first frame: the real game binary, found next to the benchmark, run as a
// child process with --seed 1 --quit-after-frames 1 under SDL's dummy drivers, timed from
// spawning to its exit. "not built" when the binary is missing.
FigureRow startup_figure(const SamplingPlan& plan);

}  // namespace bench
