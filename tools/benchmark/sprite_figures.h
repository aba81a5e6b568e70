#pragma once

#include <vector>

#include "figure_row.h"
#include "timing.h"

namespace bench {

// render::build_sprites as at start-up and on F5: reading the base sprites (the build tree's sprite sources)
// and the sprites/ folder of each layer, then packing them into one atlas picture. Alone, and with three
// generated layers of 50 text sprites each, as three mods with their own monsters would bring.
std::vector<FigureRow> sprite_figures(const SamplingPlan& plan);

}  // namespace bench
