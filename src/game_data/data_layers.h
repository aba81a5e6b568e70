// SPDX-License-Identifier: MIT
#pragma once

#include <filesystem>
#include <map>
#include <string>
#include <vector>

#include "content/loading.h"
#include "content/mod_order.h"
#include "render/sprite_library.h"

namespace game_data {

// The check content is loaded with: a sprite name must be one of `built`'s.
// When the sprites could not be built, nothing is checked (their own errors say why).
content::SpriteCheck sprite_check_of(const render::SpriteBuild& built);

// The folders whose sprites/ are laid over the game's own sprites, in order: the data folder, then the
// mods in the order their content loads. This is the one place the list of layers is made. A mod whose
// mod.json is broken is not among `mods`; loading the content reports why.
render::SpriteLayers sprite_layers(const std::filesystem::path& resource_dir, const std::filesystem::path& data_dir,
                                   const content::ResolvedMods& mods);

// The sound files content may name and the game plays: the game's own (`sound_dir`), then each mod's
// sounds/ over them, in the order the mods load (see content/sound_files.h).
std::map<std::string, std::filesystem::path> sound_files_of(const std::filesystem::path& sound_dir,
                                                            const std::vector<std::filesystem::path>& mod_folders);

}  // namespace game_data
