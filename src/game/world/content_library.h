#pragma once

#include <filesystem>
#include <memory>

#include "content/database.h"
#include "game/spawning/entity_factory.h"

namespace game {

// The content the game runs on, and the folder it came from. Reloading
// swaps in new content only when it has no errors, so a typo never stops a
// running game.
class ContentLibrary {
 public:
  ContentLibrary(std::filesystem::path data_dir, content::SpriteCheck sprite_exists);

  // Loads the folder; false when it has errors (see diagnostics()).
  bool load();
  // Loads the folder again; on errors the content in use stays as it was.
  bool reload() { return load(); }

  bool loaded() const { return factory_ != nullptr; }
  std::shared_ptr<const EntityFactory> factory() const { return factory_; }
  // What the latest load found: errors (when it failed) and warnings.
  const json::Diagnostics& diagnostics() const { return diagnostics_; }
  const std::filesystem::path& data_dir() const { return data_dir_; }

 private:
  std::filesystem::path data_dir_;
  content::SpriteCheck sprite_exists_;
  std::shared_ptr<const EntityFactory> factory_;
  json::Diagnostics diagnostics_;
};

}  // namespace game
