// SPDX-License-Identifier: MIT
#include "game/session/content_library.h"

#include "content/data_folder.h"

namespace game {

ContentLibrary::ContentLibrary(std::filesystem::path data_dir, content::SpriteCheck sprite_exists)
    : ContentLibrary(content::ContentSources{std::move(data_dir), {}}, std::move(sprite_exists)) {}

ContentLibrary::ContentLibrary(content::ContentSources sources, content::SpriteCheck sprite_exists)
    : sources_(std::move(sources)), sprite_exists_(std::move(sprite_exists)) {}

bool ContentLibrary::load() {
  return reload();
}

bool ContentLibrary::reload_from(content::ContentSources sources, const content::ResolvedMods& mods,
                                 const FitCheck& fits) {
  std::swap(sources_, sources);
  const bool loaded = reload(mods, fits);
  if (!loaded) std::swap(sources_, sources);
  return loaded;
}

bool ContentLibrary::reload(const FitCheck& fits) {
  return reload(content::resolve_mods(sources_.mod_dirs), fits);
}

bool ContentLibrary::reload(const content::ResolvedMods& mods, const FitCheck& fits) {
  if (const std::optional<std::string> problem = content::data_folder_problem(sources_.data_dir)) {
    diagnostics_ = {};
    diagnostics_.error(sources_.data_dir.string(), {0, 0}, *problem);
    return false;
  }
  content::LoadResult result = content::load_database(sources_, mods, sprite_exists_);
  diagnostics_ = std::move(result.diagnostics);
  if (!result.database) return false;
  auto factory = std::make_shared<const EntityFactory>(std::move(*result.database));
  // The whole data folder is what does not fit, so the problems name no file inside it.
  for (std::string& problem : fits ? fits(factory) : std::vector<std::string>{})
    diagnostics_.error(sources_.data_dir.string(), {0, 0}, std::move(problem));
  if (diagnostics_.has_errors()) return false;
  factory_ = std::move(factory);
  mods_ = std::move(result.mods);
  return true;
}

}  // namespace game
