#include "scenes/game_data_reload.h"

#include <optional>
#include <utility>

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
  for (const sprites::ParseError& error : built.errors) {
    diagnostics.error(error.file, {error.line, error.column}, error.message);
  }
  return diagnostics;
}

json::Diagnostics one_error(const std::string& message) {
  json::Diagnostics diagnostics;
  diagnostics.error("", {0, 0}, message);
  return diagnostics;
}

}  // namespace

std::optional<json::Diagnostics> reload_game_data(game::ContentLibrary& content, render::SpriteLibrary* sprites,
                                                  const game::ContentLibrary::FitCheck& fits) {
  if (sprites == nullptr) {
    if (content.reload(fits)) return std::nullopt;
    return content.diagnostics();
  }
  const render::SpriteBuild built = sprites->build();
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
  if (!content.reload(fits)) {
    content.set_sprite_check(std::move(previous));
    return content.diagnostics();
  }
  if (texture) sprites->install(std::move(*texture));
  return std::nullopt;
}

}  // namespace scenes
