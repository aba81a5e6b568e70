// SPDX-License-Identifier: MIT
#pragma once

#include <string>
#include <vector>

#include "figure_row.h"
#include "render/sprite_library.h"
#include "timing.h"

namespace bench {

// render::build_sprites as at start-up and on F5: reading the base sprites (the build tree's sprite sources),
// then packing them into one atlas picture. With mods' sprites: see mod_figures.h.
std::vector<FigureRow> sprite_figures(const SamplingPlan& plan);

// One row timing render::build_sprites(layers); its note starts with how many sprites the build packs.
FigureRow sprite_build_row(std::string figure, const render::SpriteLayers& layers, std::string note,
                           const SamplingPlan& plan);

}  // namespace bench
