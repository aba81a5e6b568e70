// SPDX-License-Identifier: MIT
#include "scenes/menus/run_story.h"

#include "game/session/run_summary_text.h"

namespace scenes {

std::vector<std::string> loaded_mods(const SceneContext& context) {
  return context.data ? game::mod_labels(context.data->content()) : std::vector<std::string>{};
}

std::string data_digest(const SceneContext& context) {
  return context.data ? game::data_digest(context.data->content()) : "";
}

RunStory story_of(const game::World& world, const SceneContext& context) {
  // Only a run its seed and actions give back can be watched again.
  const std::string hint = world.replayable() ? "Watch it again: R on the summary screen, or Watch replay in the "
                                                "high-score table while the run is listed there."
                                              : "";
  game::RunSummaryContext told{utc_date_time_now(), loaded_mods(context), data_digest(context), hint};
  return {told.when, game::run_summary_text(world, told)};
}

}  // namespace scenes
