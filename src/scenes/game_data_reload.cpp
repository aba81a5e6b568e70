#include "scenes/game_data_reload.h"

#include <optional>
#include <set>
#include <utility>

namespace scenes {

content::SpriteCheck sprite_check_of(const render::SpriteBuild& built) {
  if (!built.packed) return {};
  std::set<std::string> names;
  for (const auto& [name, rect] : built.packed->index.sprites) names.insert(name);
  return [names = std::move(names)](const std::string& name) { return names.contains(name); };
}

std::string reload_game_data(game::ContentLibrary& content, render::SpriteLibrary* sprites,
                             const game::ContentLibrary::FitCheck& fits) {
  if (sprites == nullptr) return content.reload(fits) ? "" : content.diagnostics().to_string();
  const render::SpriteBuild built = sprites->build();
  if (!built.packed) return built.error_text();
  // The texture is made before anything changes, so that nothing can fail after the data is swapped.
  std::optional<render::TextureAtlas> texture;
  if (sprites->attached()) {
    std::string error;
    texture = sprites->prepare(*built.packed, error);
    if (!texture) return error + "\n";
  }
  content::SpriteCheck previous = content.sprite_check();
  content.set_sprite_check(sprite_check_of(built));
  if (!content.reload(fits)) {
    content.set_sprite_check(std::move(previous));
    return content.diagnostics().to_string();
  }
  if (texture) sprites->install(std::move(*texture));
  return "";
}

}  // namespace scenes
