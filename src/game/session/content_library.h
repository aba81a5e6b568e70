// SPDX-License-Identifier: MIT
#pragma once

#include <filesystem>
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "content/loading.h"
#include "game/spawning/entity_factory.h"

namespace game {

// The content the game runs on, and the folders it came from (the data and
// the mods over it). Reloading reads every layer again and swaps in new
// content only when it has no errors, so a typo never stops a running game.
class ContentLibrary {
 public:
  ContentLibrary(std::filesystem::path data_dir, content::SpriteCheck sprite_exists);
  ContentLibrary(content::ContentSources sources, content::SpriteCheck sprite_exists);

  // Loads the folder; false when it has errors (see diagnostics()).
  bool load();
  // What keeps new content from being used beside its own errors (the
  // running world holding something it lacks): one message each, none when it fits.
  using FitCheck = std::function<std::vector<std::string>(const std::shared_ptr<const EntityFactory>&)>;

  // Loads the folder again; on errors, or when `fits` finds problems (which
  // become errors), the content in use stays as it was.
  bool reload(const FitCheck& fits = {});
  // As reload(), with the mods of sources().mod_dirs already resolved for this load.
  bool reload(const content::ResolvedMods& mods, const FitCheck& fits = {});
  // Loads `sources` instead (other mods, as the Mods screen chooses), with their mods resolved; only when
  // that succeeds are they the sources from then on (and of every F5), otherwise everything stays as it was.
  bool reload_from(content::ContentSources sources, const content::ResolvedMods& mods, const FitCheck& fits = {});
  const content::ContentSources& sources() const { return sources_; }

  // The check the next reload gives sprite names to: F5 reads the sprites
  // again first, so new content may name a sprite added with it.
  void set_sprite_check(content::SpriteCheck sprite_exists) { sprite_exists_ = std::move(sprite_exists); }
  const content::SpriteCheck& sprite_check() const { return sprite_exists_; }

  bool loaded() const { return factory_ != nullptr; }
  std::shared_ptr<const EntityFactory> factory() const { return factory_; }
  // What the latest load found: errors (when it failed) and warnings.
  const json::Diagnostics& diagnostics() const { return diagnostics_; }
  const std::filesystem::path& data_dir() const { return sources_.data_dir; }
  // The mods of the content in use, in the order they were layered (for records of a run).
  const std::vector<content::LoadedMod>& mods() const { return mods_; }

 private:
  content::ContentSources sources_;
  std::vector<content::LoadedMod> mods_;
  content::SpriteCheck sprite_exists_;
  std::shared_ptr<const EntityFactory> factory_;
  json::Diagnostics diagnostics_;
};

}  // namespace game
