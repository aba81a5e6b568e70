#include "game/world/content_library.h"

namespace game {

ContentLibrary::ContentLibrary(std::filesystem::path data_dir, content::SpriteCheck sprite_exists)
    : data_dir_(std::move(data_dir)), sprite_exists_(std::move(sprite_exists)) {}

bool ContentLibrary::load() {
  content::LoadResult result = content::load_database(data_dir_, sprite_exists_);
  diagnostics_ = std::move(result.diagnostics);
  if (!result.database) return false;
  factory_ = std::make_shared<const EntityFactory>(std::move(*result.database));
  return true;
}

}  // namespace game
