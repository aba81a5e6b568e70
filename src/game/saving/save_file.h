// SPDX-License-Identifier: MIT
#pragma once

#include <filesystem>
#include <memory>
#include <optional>
#include <string>
#include <string_view>

#include "core/result.h"
#include "game/saving/save_failure.h"
#include "game/world/world.h"

namespace game {

// The one saved run, inside the player's own folder.
inline std::filesystem::path save_path(const std::filesystem::path& user_dir) {
  return user_dir / "save.json";
}

// The save format this game writes. A newer number comes from a newer game
// and is refused; an older one would be migrated here (there is none yet).
inline constexpr int kSaveFormatVersion = 1;

// The run as the text of a save file.
std::string save_text(const World& world);

// Writes the run atomically: a crash while saving leaves the previous save
// whole. A failed result says why it could not be written.
core::Result<void> save_run(const World& world, const std::filesystem::path& path);

// The run a save holds, as read back.
struct SavedWorld {
  World world;
  // Set when the save was made with other content ("monsters.json has changed since").
  std::string data_notice;
};

// A save file's text read back: the run, or why it cannot be used.
using SaveRead = core::Result<SavedWorld, SaveFailure>;
SaveRead read_save(std::string_view text, std::shared_ptr<const EntityFactory> factory);

// What the title finds when it looks for a saved run.
struct SavedRun {
  std::optional<World> world;  // the run to continue
  // Set when a save existed but could not be used, or was made with other game data.
  std::string notice;
  // A save the game's data does not fit, left where it is: a new game must set it aside first.
  bool kept_in_place = false;
};

// Loads the save at `path`. No file: nothing to continue. A file that cannot
// be used (corrupt, cut short, from a newer game) is moved aside as
// "<name>.bak", never deleted, and `notice` says so. A sound save that names
// content the data no longer has (a mod left out, an entry renamed) is left
// untouched, so that it can be continued once the data has it again; `notice`
// names the entry. A save made with other data that still fits loads, and
// `notice` names the files that changed since.
SavedRun load_saved_run(const std::filesystem::path& path, std::shared_ptr<const EntityFactory> factory);

// Permadeath: the run is over, so its save goes. True when no save is left.
bool delete_save(const std::filesystem::path& path);

}  // namespace game
