// SPDX-License-Identifier: MIT
#pragma once

#include <string>
#include <vector>

#include "game/world/world.h"
#include "scenes/scene_context.h"

namespace scenes {

// A run that has just ended, told: when it ended and its summary's text, for the game-over screen to write
// into the runs folder and to show.
struct RunStory {
  std::string when;  // "2026-12-04 21:14"
  std::string text;
};

// The story of `world`'s finished run, played on the game's current data and mods.
RunStory story_of(const game::World& world, const SceneContext& context);

// "more_mice 1.2" for each mod the game has loaded, in load order.
std::vector<std::string> loaded_mods(const SceneContext& context);
// The fingerprint of the data the game runs on, as a high-score entry keeps it.
std::string data_digest(const SceneContext& context);

}  // namespace scenes
