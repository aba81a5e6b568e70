// SPDX-License-Identifier: MIT
#include "scenes/settings/game_data_reload.h"

#include <optional>
#include <utility>

#include "content/mod_order.h"
#include "content/sound_files.h"

namespace scenes {

content::SpriteCheck sprite_check_of(const render::SpriteBuild& built) {
  if (!built.packed) return {};
  std::vector<std::string> names;
  for (const auto& [name, rect] : built.packed->index.sprites) names.push_back(name);
  return content::SpriteCheck::of(std::move(names));
}

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

// Reads the sprites and the data of `sources` (the ones in use when null) and uses both only when neither
// has errors and `fits` finds nothing.
std::optional<json::Diagnostics> reload_layers(game::ContentLibrary& content, render::SpriteLibrary* sprites,
                                               const game::ContentLibrary::FitCheck& fits,
                                               const content::ContentSources* sources) {
  const auto reload_content = [&] { return sources ? content.reload_from(*sources, fits) : content.reload(fits); };
  if (sprites == nullptr) {
    if (reload_content()) return std::nullopt;
    return content.diagnostics();
  }
  render::SpriteLayers layers = sources ? sprite_layers(sprites->layers().resource_dir, *sources) : sprites->layers();
  const render::SpriteBuild built = render::build_sprites(layers);
  if (!built.packed) return sprite_errors(built);
  // The texture is made before anything changes, so that nothing can fail after the data is swapped.
  std::optional<render::TextureAtlas> texture;
  if (sprites->attached()) {
    std::string error;
    texture = sprites->prepare(*built.packed, error);
    if (!texture) return one_error(error);
  }
  content::SpriteCheck previous = content.sprite_check();
  content.set_sprite_check(sprite_check_of(built));
  if (!reload_content()) {
    content.set_sprite_check(std::move(previous));
    return content.diagnostics();
  }
  sprites->set_layers(std::move(layers));
  if (texture) sprites->install(std::move(*texture));
  return std::nullopt;
}

}  // namespace

render::SpriteLayers sprite_layers(const std::filesystem::path& resource_dir, const content::ContentSources& sources) {
  render::SpriteLayers layers{resource_dir, {sources.data_dir}};
  json::Diagnostics reported_by_the_content_load;
  for (const content::ModInfo& mod : content::read_mods(sources.mod_dirs, reported_by_the_content_load)) {
    layers.folders.push_back(mod.folder);
  }
  return layers;
}

std::map<std::string, std::filesystem::path> sound_files_of(const content::ContentSources& sources) {
  std::vector<std::filesystem::path> mod_folders;
  json::Diagnostics reported_by_the_content_load;
  for (const content::ModInfo& mod : content::read_mods(sources.mod_dirs, reported_by_the_content_load)) {
    mod_folders.push_back(mod.folder);
  }
  return content::find_sound_files(sources.sound_dir, mod_folders).by_name;
}

std::optional<json::Diagnostics> reload_game_data(game::ContentLibrary& content, render::SpriteLibrary* sprites,
                                                  const game::ContentLibrary::FitCheck& fits) {
  return reload_layers(content, sprites, fits, nullptr);
}

std::optional<json::Diagnostics> load_mods(game::ContentLibrary& content, render::SpriteLibrary* sprites,
                                           std::vector<std::filesystem::path> mod_dirs) {
  content::ContentSources sources = content.sources();
  sources.mod_dirs = std::move(mod_dirs);
  return reload_layers(content, sprites, {}, &sources);
}

std::optional<json::Diagnostics> check_mods(const game::ContentLibrary& content, const render::SpriteLibrary* sprites,
                                            std::vector<std::filesystem::path> mod_dirs) {
  content::ContentSources sources = content.sources();
  sources.mod_dirs = std::move(mod_dirs);
  content::SpriteCheck sprite_check = content.sprite_check();
  if (sprites != nullptr) {
    const render::SpriteBuild built = render::build_sprites(sprite_layers(sprites->layers().resource_dir, sources));
    if (!built.packed) return sprite_errors(built);
    sprite_check = sprite_check_of(built);
  }
  content::LoadResult check = content::load_database(sources, sprite_check);
  if (check.database) return std::nullopt;
  return std::move(check.diagnostics);
}

}  // namespace scenes
