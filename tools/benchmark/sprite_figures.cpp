// SPDX-License-Identifier: MIT
#include "sprite_figures.h"

#include <string>

namespace bench {

FigureRow sprite_build_row(std::string figure, const render::SpriteLayers& layers, std::string note,
                           const SamplingPlan& plan) {
  const render::SpriteBuild first = render::build_sprites(layers);
  if (!first.packed)
    return {std::move(figure), missing("build failed"), std::nullopt, core::to_string(first.errors.front())};
  note = std::to_string(first.packed->index.sprites.size()) + " sprites, " + note;
  return {std::move(figure),
          measured(measure(plan, 1,
                           [&] {
                             const render::SpriteBuild build = render::build_sprites(layers);
                             keep(build.packed ? build.packed->index.sprites.size() : 0);
                           })),
          std::nullopt, std::move(note)};
}

std::vector<FigureRow> sprite_figures(const SamplingPlan& plan) {
  return {sprite_build_row("Pack the base sprites", {MOUSEKING_BENCHMARK_RESOURCE_DIR, {}}, "read and packed, as on F5",
                           plan)};
}

}  // namespace bench
