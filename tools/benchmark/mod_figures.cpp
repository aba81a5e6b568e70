// SPDX-License-Identifier: MIT
#include "mod_figures.h"

#include <cstdint>
#include <filesystem>
#include <string>

#include "content/loading.h"
#include "game_data/data_layers.h"
#include "game_data/game_data.h"
#include "generated_mods.h"
#include "render/sprite_library.h"
#include "sprite_figures.h"
#include "startup_figure.h"

namespace bench {

namespace {

// Start-up's game data: the mods resolved, the sprites of the data folder and every mod packed, then the
// data with the mods over it, checked against those sprites.
game_data::StartedGameData load_with_sprites(const content::ContentSources& sources) {
  return game_data::load_game_data(std::filesystem::path(MOUSEKING_BENCHMARK_RESOURCE_DIR), sources);
}

// Why the mods are no fit subject for timing: the first error of packing or loading them; empty when they
// load cleanly.
std::string mods_load_problem(const content::ContentSources& sources) {
  const game_data::StartedGameData started = load_with_sprites(sources);
  if (!started.sprites.packed) return core::to_string(started.sprites.errors.front());
  const game::ContentLibrary& content = started.data->content();
  for (const json::Diagnostic& diagnostic : content.diagnostics().all()) {
    if (diagnostic.severity == json::Severity::Error) return diagnostic.to_string();
  }
  if (content.mods().size() != static_cast<std::size_t>(GeneratedMods::kMods)) return "the mods were not all loaded";
  return {};
}

FigureRow mods_load_row(const content::ContentSources& sources, const SamplingPlan& plan) {
  const std::size_t monsters = load_with_sprites(sources).data->content().factory()->database().monsters.size();
  const std::string note = std::to_string(monsters) + " monsters, sprites packed, as at start-up: target < 30 ms";
  return {"Load data + 3 mods with their sprites",
          measured(measure(plan, 1,
                           [&] {
                             const game_data::StartedGameData started = load_with_sprites(sources);
                             const game::ContentLibrary& content = started.data->content();
                             keep(content.loaded() ? content.factory()->database().monsters.size() : 0);
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
  const render::SpriteLayers layers = game_data::sprite_layers(MOUSEKING_BENCHMARK_RESOURCE_DIR, sources.data_dir,
                                                               content::resolve_mods(sources.mod_dirs));
  return {sprite_build_row("Pack base + 3 mods' sprites", layers, "read and packed", plan),
          mods_load_row(sources, plan), startup_row(mods, plan)};
}

}  // namespace bench
