// SPDX-License-Identifier: MIT
#include "game_data/data_layers.h"

#include <utility>

#include "content/sound_files.h"

namespace game_data {

content::SpriteCheck sprite_check_of(const render::SpriteBuild& built) {
  if (!built.packed) return {};
  std::vector<std::string> names;
  for (const auto& [name, rect] : built.packed->index.sprites) names.push_back(name);
  return content::SpriteCheck::of(std::move(names));
}

render::SpriteLayers sprite_layers(const std::filesystem::path& resource_dir, const std::filesystem::path& data_dir,
                                   const content::ResolvedMods& mods) {
  render::SpriteLayers layers{resource_dir, {data_dir}};
  for (const content::ModInfo& mod : mods.mods) layers.folders.push_back(mod.folder);
  return layers;
}

std::map<std::string, std::filesystem::path> sound_files_of(const std::filesystem::path& sound_dir,
                                                            const std::vector<std::filesystem::path>& mod_folders) {
  return content::find_sound_files(sound_dir, mod_folders).by_name;
}

}  // namespace game_data
