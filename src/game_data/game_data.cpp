// SPDX-License-Identifier: MIT
#include "game_data/game_data.h"

#include <utility>

#include "game_data/data_layers.h"

namespace game_data {

namespace {

json::Diagnostics sprite_errors(const render::SpriteBuild& built) {
  json::Diagnostics diagnostics;
  for (const core::ParseError& error : built.errors) {
    diagnostics.error(error.file, {error.line, error.column}, error.message);
  }
  return diagnostics;
}

json::Diagnostics one_error(const std::string& message) {
  json::Diagnostics diagnostics;
  diagnostics.error("", {0, 0}, message);
  return diagnostics;
}

std::vector<std::filesystem::path> folders_of(const std::vector<content::LoadedMod>& mods) {
  std::vector<std::filesystem::path> folders;
  for (const content::LoadedMod& mod : mods) folders.push_back(mod.folder);
  return folders;
}

}  // namespace

GameData::GameData(std::shared_ptr<game::ContentLibrary> content, std::shared_ptr<render::SpriteLibrary> sprites)
    : content_(std::move(content)), sprites_(std::move(sprites)) {
  take_sound_files(folders_of(content_->mods()));
}

void GameData::take_sound_files(const std::vector<std::filesystem::path>& mod_folders) {
  sound_files_ = sound_files_of(content_->sources().sound_dir, mod_folders);
}

// Reads the mods, the sprites and the data of `sources` (the ones in use when null) and uses them only when
// neither has errors and `fits` finds nothing.
std::optional<json::Diagnostics> GameData::reload_layers(const content::ContentSources* sources,
                                                         const game::ContentLibrary::FitCheck& fits) {
  const content::ContentSources& next = sources ? *sources : content_->sources();
  const content::ResolvedMods mods = content::resolve_mods(next.mod_dirs);
  const auto reload_content = [&] {
    return sources ? content_->reload_from(*sources, mods, fits) : content_->reload(mods, fits);
  };
  if (sprites_ == nullptr) {
    if (!reload_content()) return content_->diagnostics();
    take_sound_files(mods.folders());
    return std::nullopt;
  }
  render::SpriteLayers layers = sprite_layers(sprites_->layers().resource_dir, next.data_dir, mods);
  const render::SpriteBuild built = render::build_sprites(layers);
  if (!built.packed) return sprite_errors(built);
  // The texture is made before anything changes, so that nothing can fail after the data is swapped.
  std::optional<render::TextureAtlas> texture;
  if (sprites_->attached()) {
    std::string error;
    texture = sprites_->prepare(*built.packed, error);
    if (!texture) return one_error(error);
  }
  content::SpriteCheck previous = content_->sprite_check();
  content_->set_sprite_check(sprite_check_of(built));
  if (!reload_content()) {
    content_->set_sprite_check(std::move(previous));
    return content_->diagnostics();
  }
  sprites_->set_layers(std::move(layers));
  if (texture) sprites_->install(std::move(*texture));
  take_sound_files(mods.folders());
  return std::nullopt;
}

std::optional<json::Diagnostics> GameData::reload(const game::ContentLibrary::FitCheck& fits) {
  return reload_layers(nullptr, fits);
}

std::optional<json::Diagnostics> GameData::load_mods(std::vector<std::filesystem::path> mod_dirs) {
  content::ContentSources sources = content_->sources();
  sources.mod_dirs = std::move(mod_dirs);
  return reload_layers(&sources, {});
}

std::optional<json::Diagnostics> GameData::check_mods(std::vector<std::filesystem::path> mod_dirs) const {
  content::ContentSources sources = content_->sources();
  sources.mod_dirs = std::move(mod_dirs);
  const content::ResolvedMods mods = content::resolve_mods(sources.mod_dirs);
  content::SpriteCheck sprite_check = content_->sprite_check();
  if (sprites_ != nullptr) {
    const render::SpriteBuild built =
        render::build_sprites(sprite_layers(sprites_->layers().resource_dir, sources.data_dir, mods));
    if (!built.packed) return sprite_errors(built);
    sprite_check = sprite_check_of(built);
  }
  content::LoadResult check = content::load_database(sources, mods, sprite_check);
  if (check.database) return std::nullopt;
  return std::move(check.diagnostics);
}

StartedGameData load_game_data(const std::optional<std::filesystem::path>& resource_dir,
                               content::ContentSources sources) {
  const content::ResolvedMods mods = content::resolve_mods(sources.mod_dirs);
  return load_game_data(resource_dir, std::move(sources), mods);
}

StartedGameData load_game_data(const std::optional<std::filesystem::path>& resource_dir,
                               content::ContentSources sources, const content::ResolvedMods& mods) {
  std::shared_ptr<render::SpriteLibrary> sprites;
  render::SpriteBuild built;
  if (resource_dir) {
    sprites = std::make_shared<render::SpriteLibrary>(sprite_layers(*resource_dir, sources.data_dir, mods));
    built = sprites->build();
  }
  auto content = std::make_shared<game::ContentLibrary>(std::move(sources), sprite_check_of(built));
  content->reload(mods);
  return {std::make_shared<GameData>(std::move(content), std::move(sprites)), std::move(built)};
}

}  // namespace game_data
