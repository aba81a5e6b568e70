// SPDX-License-Identifier: MIT
#pragma once

#include <vector>

#include "figure_row.h"
#include "timing.h"

namespace bench {

// The CPU time of drawing one frame of the dungeon scene as the game does: SDL's software
// renderer onto a 1280x720 surface with the built atlas and the real font, on floor 0 and
// on the populated floor 1 of the same run (reached by walking up the stairs with key
// presses), and there again with the debug intent overlay on and ten projectiles in flight,
// the busiest frame of a ranged fight. "not available" when SDL, the atlas or the font cannot be opened.
std::vector<FigureRow> frame_figures(const SamplingPlan& plan);

}  // namespace bench
