// SPDX-License-Identifier: MIT
#pragma once

#include "figure_row.h"
#include "timing.h"

namespace bench {

// Peak resident memory of a whole bot-played run: the game binary, found next to the
// benchmark, run as a child process with --autoplay --seed 1. "autoplay not available"
// when the binary's --help lists no --autoplay, "not built" when it is missing.
FigureRow autoplay_memory_figure(const SamplingPlan& plan);

}  // namespace bench
