// SPDX-License-Identifier: MIT
#include "mod_figures.h"

#include <cstdint>
#include <filesystem>
#include <string>

#include "content/loading.h"
#include "generated_mods.h"
#include "render/sprite_library.h"
#include "scenes/settings/game_data_reload.h"
#include "sprite_figures.h"
#include "startup_figure.h"

namespace bench {

namespace {

// Start-up's content: the sprites of the data folder and every mod packed, then the data with the mods
// over it, checked against those sprites.
content::LoadResult load_with_sprites(const content::ContentSources& sources) {
  const render::SpriteBuild built =
      render::build_sprites(scenes::sprite_layers(MOUSEKING_BENCHMARK_RESOURCE_DIR, sources));
  return content::load_database(sources, scenes::sprite_check_of(built));
}

// Why the mods are no fit subject for timing: the first error of packing or loading them; empty when they
// load cleanly.
std::string mods_load_problem(const content::ContentSources& sources) {
  const render::SpriteBuild built =
      render::build_sprites(scenes::sprite_layers(MOUSEKING_BENCHMARK_RESOURCE_DIR, sources));
  if (!built.packed) return core::to_string(built.errors.front());
  const content::LoadResult result = content::load_database(sources, scenes::sprite_check_of(built));
  for (const json::Diagnostic& diagnostic : result.diagnostics.all()) {
    if (diagnostic.severity == json::Severity::Error) return diagnostic.to_string();
  }
  if (result.mods.size() != static_cast<std::size_t>(GeneratedMods::kMods)) return "the mods were not all loaded";
  return {};
}

FigureRow mods_load_row(const content::ContentSources& sources, const SamplingPlan& plan) {
  const std::size_t monsters = load_with_sprites(sources).database->monsters.size();
  const std::string note = std::to_string(monsters) + " monsters, sprites packed, as at start-up: target < 30 ms";
  return {"Load data + 3 mods with their sprites",
          measured(measure(plan, 1,
                           [&] {
                             const content::LoadResult result = load_with_sprites(sources);
                             keep(result.database ? static_cast<std::uint64_t>(result.database->monsters.size()) : 0);
                           })),
          std::nullopt, note};
}

FigureRow startup_row(const GeneratedMods& mods, const SamplingPlan& plan) {
  std::vector<std::string> arguments;
  for (const std::filesystem::path& folder : mods.folders()) {
    arguments.push_back("--mod");
    arguments.push_back(folder.string());
  }
  return startup_figure(plan, "Start-up with 3 mods to first frame", arguments, "--mod x3, target < 250 ms");
}

}  // namespace

std::vector<FigureRow> mod_figures(const SamplingPlan& plan) {
  const GeneratedMods mods;
  const content::ContentSources sources{MOUSEKING_BENCHMARK_DATA_DIR, mods.folders()};
  const std::string problem = mods.failure().empty() ? mods_load_problem(sources) : mods.failure();
  if (!problem.empty()) {
    return {{"Load data + 3 mods with their sprites", missing("mods not loaded"), std::nullopt, problem}};
  }
  const render::SpriteLayers layers = scenes::sprite_layers(MOUSEKING_BENCHMARK_RESOURCE_DIR, sources);
  return {sprite_build_row("Pack base + 3 mods' sprites", layers, "read and packed", plan),
          mods_load_row(sources, plan), startup_row(mods, plan)};
}

}  // namespace bench
