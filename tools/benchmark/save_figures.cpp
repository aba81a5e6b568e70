// SPDX-License-Identifier: MIT
#include "save_figures.h"

#include <string>

#include "game/saving/save_file.h"
#include "game/session/content_library.h"
#include "run_seed.h"

namespace bench {

namespace {

// The largest save a run makes: every floor built and remembered.
game::World run_on_every_floor(std::shared_ptr<const game::EntityFactory> factory) {
  game::World world(kRunSeed, std::move(factory));
  for (int floor = 0; floor <= game::top_floor(world.content()); ++floor) world.setup().travel_to_floor(floor);
  return world;
}

}  // namespace

std::vector<FigureRow> save_figures(const SamplingPlan& plan) {
  game::ContentLibrary content(MOUSEKING_BENCHMARK_DATA_DIR, content::SpriteCheck{});
  if (!content.load()) {
    return {{"Save a run with all 14 floors", missing("content failed to load"), std::nullopt, ""}};
  }
  const game::World world = run_on_every_floor(content.factory());
  const std::string text = game::save_text(world);
  const Spread write = measure(plan, 1, [&] { keep(game::save_text(world).size()); });
  const Spread read = measure(plan, 1, [&] {
    const game::SaveRead loaded = game::read_save(text, content.factory());
    keep(loaded.ok() ? 1 : 0);
  });
  const std::string size_note = "save text of " + std::to_string(text.size() / 1024) + " KiB, without the disk";
  return {{"Save a run with all 14 floors (to text)", measured(write), std::nullopt, size_note},
          {"Load that save (parse, check, rebuild)", measured(read), std::nullopt, size_note}};
}

}  // namespace bench
