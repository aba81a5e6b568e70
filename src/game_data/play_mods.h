// SPDX-License-Identifier: MIT
#pragma once

#include <filesystem>
#include <vector>

#include "content/mod_choice.h"
#include "content/mod_order.h"

namespace game_data {

// The mods a game in a window starts with, each mod.json read once: the listing of the mods folder that
// finds the enabled mods is the same read the load uses.
struct PlayMods {
  // Every folder to load, in the order chosen: what F5 and the Mods screen read again later.
  std::vector<std::filesystem::path> folders;
  content::ResolvedMods resolved;  // the mods of `folders` as read at start-up, in the order they load
};

// The mods of `mods_folder` (the player's mods/, none when empty) that `choice` enables, in its order,
// then each of `named_mods` (the command line's); a folder named twice loads once. A mod of the mods
// folder whose mod.json cannot be read is left out quietly (the Mods screen shows why); a named mod
// that cannot be read is an error of the load.
PlayMods play_mods(const std::filesystem::path& mods_folder, const content::ModChoice& choice,
                   const std::vector<std::filesystem::path>& named_mods);

}  // namespace game_data
