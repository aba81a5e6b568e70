// SPDX-License-Identifier: MIT
#pragma once

#include <filesystem>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "content/loading.h"
#include "content/mod_order.h"
#include "game/session/content_library.h"
#include "json/diagnostics.h"
#include "render/sprite_library.h"

// The one owner of the loaded game data, above the content library and the sprites it puts together.
namespace game_data {

// The game data in use: the content, the sprites and the sound files of the data folder and the mods
// over it, all made from one list of mods resolved once per load, so each mod.json is read once per
// load. Built at start-up (load_game_data), built again on F5 and on a choice of mods; a load with errors
// keeps everything that was in use.
class GameData {
 public:
  // The data of `content`, loaded or not; `sprites` are the ones reloads read again (none when null: the
  // atlas stays as it is).
  explicit GameData(std::shared_ptr<game::ContentLibrary> content,
                    std::shared_ptr<render::SpriteLibrary> sprites = nullptr);

  // The content in use; it changes only through reload, load_mods and the start-up load.
  const game::ContentLibrary& content() const { return *content_; }
  // The sprites reloads read again; null when they are not reloaded.
  render::SpriteLibrary* sprites() const { return sprites_.get(); }
  // The sound files of the content in use, by name, for the sound output.
  const std::map<std::string, std::filesystem::path>& sound_files() const { return sound_files_; }

  // F5: reads the mods, the sprite layers (when there are sprites) and the data again, and draws and plays
  // with them only when neither has errors and `fits` finds nothing; otherwise the sprites, the data and
  // the sounds in use stay as they were. Returns what kept the new data out (errors, and the data's
  // warnings beside them); nullopt when everything was reloaded.
  std::optional<json::Diagnostics> reload(const game::ContentLibrary::FitCheck& fits);

  // The Mods screen's choice: the data with `mod_dirs` over it instead of the mods in use, sprites and all,
  // taken only when it loads without errors (as reload). Made where no run is going on.
  std::optional<json::Diagnostics> load_mods(std::vector<std::filesystem::path> mod_dirs);

  // What load_mods would find wrong with `mod_dirs`, without changing anything; nullopt when they load.
  std::optional<json::Diagnostics> check_mods(std::vector<std::filesystem::path> mod_dirs) const;

 private:
  std::optional<json::Diagnostics> reload_layers(const content::ContentSources* sources,
                                                 const game::ContentLibrary::FitCheck& fits);
  void take_sound_files(const std::vector<std::filesystem::path>& mod_folders);

  std::shared_ptr<game::ContentLibrary> content_;
  std::shared_ptr<render::SpriteLibrary> sprites_;
  std::map<std::string, std::filesystem::path> sound_files_;
};

// What loading the game data at start-up gave.
struct StartedGameData {
  std::shared_ptr<GameData> data;  // its content is loaded when data->content().loaded()
  render::SpriteBuild sprites;     // the sprites as first built (the window's first atlas), or their errors
};

// Start-up: resolves the mods of `sources` once, builds the sprites of the game's files (`resource_dir`;
// none when it is not known) and of every layer, and loads the content checked against them (unchecked
// when there are no sprites).
StartedGameData load_game_data(const std::optional<std::filesystem::path>& resource_dir,
                               content::ContentSources sources);
// As above, with the mods of `sources.mod_dirs` already resolved (see play_mods.h), so none is read again.
StartedGameData load_game_data(const std::optional<std::filesystem::path>& resource_dir,
                               content::ContentSources sources, const content::ResolvedMods& mods);

}  // namespace game_data
