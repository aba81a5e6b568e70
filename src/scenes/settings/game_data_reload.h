// SPDX-License-Identifier: MIT
#pragma once

#include <filesystem>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "content/loading.h"
#include "game/session/content_library.h"
#include "json/diagnostics.h"
#include "render/sprite_library.h"

namespace scenes {

// The check content is loaded with: a sprite name must be one of `built`'s.
// When the sprites could not be built, nothing is checked (their own errors say why).
content::SpriteCheck sprite_check_of(const render::SpriteBuild& built);

// The folders whose sprites/ are laid over the game's own sprites, in order: the data folder, then the
// mods in the order their content loads. This is the one place the list of layers is made. A mod whose
// mod.json is broken is left out here; loading the content reports why.
render::SpriteLayers sprite_layers(const std::filesystem::path& resource_dir, const content::ContentSources& sources);

// The sound files of `sources`: the game's own, then each mod's sounds/ over them, in the order the
// mods load (see content/sound_files.h).
std::map<std::string, std::filesystem::path> sound_files_of(const content::ContentSources& sources);

// F5: reads the sprite layers (when `sprites` is given) and then the data again,
// and draws and plays with both only when neither has errors and `fits` finds
// nothing; otherwise the sprites and the data in use stay as they were.
// Returns what kept the new sprites or data out (errors, and the data's warnings beside them); nullopt
// when everything was reloaded.
std::optional<json::Diagnostics> reload_game_data(game::ContentLibrary& content, render::SpriteLibrary* sprites,
                                                  const game::ContentLibrary::FitCheck& fits);

// The Mods screen's choice: the data with `mod_dirs` over it instead of the mods in use, sprites and all,
// taken only when it loads without errors (as reload_game_data). Made where no run is going on.
std::optional<json::Diagnostics> load_mods(game::ContentLibrary& content, render::SpriteLibrary* sprites,
                                           std::vector<std::filesystem::path> mod_dirs);

// What load_mods would find wrong with `mod_dirs`, without changing anything; nullopt when they load.
std::optional<json::Diagnostics> check_mods(const game::ContentLibrary& content, const render::SpriteLibrary* sprites,
                                            std::vector<std::filesystem::path> mod_dirs);

}  // namespace scenes
