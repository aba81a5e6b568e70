// SPDX-License-Identifier: MIT
#pragma once

#include "figure_row.h"
#include "timing.h"

namespace bench {

// Start-up with a mod whose sound recipes are as costly as the limits let them be (16 voices of
// 32 voice-seconds in each of four 30-second sounds, 120 seconds for the folder): the ambient
// loop is made at start-up, the effects when first played.
FigureRow sound_mod_startup_figure(const SamplingPlan& plan);

}  // namespace bench
