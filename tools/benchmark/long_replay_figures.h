// SPDX-License-Identifier: MIT
#pragma once

#include <vector>

#include "figure_row.h"
#include "timing.h"

namespace bench {

// Opening a long replay (a run of waits): the time to the first frame with every keyframe taken up front,
// as the replay scene did, and with a slice a tick, as it does; and one keyframe taken and restored late
// in it, with the actions before it written out as text and read back, as before, and left out, as now.
std::vector<FigureRow> long_replay_figures(const SamplingPlan& plan);

}  // namespace bench
