// SPDX-License-Identifier: MIT
#include "game_data/play_mods.h"

#include <algorithm>
#include <optional>
#include <system_error>
#include <utility>

namespace game_data {

namespace {

bool already_chosen(const std::vector<std::filesystem::path>& folders, const std::filesystem::path& folder) {
  std::error_code error;
  return std::any_of(folders.begin(), folders.end(), [&](const std::filesystem::path& other) {
    return std::filesystem::equivalent(folder, other, error);
  });
}

}  // namespace

PlayMods play_mods(const std::filesystem::path& mods_folder, const content::ModChoice& choice,
                   const std::vector<std::filesystem::path>& named_mods) {
  PlayMods play;
  std::vector<content::ModInfo> read;
  if (!mods_folder.empty()) {
    json::Diagnostics shown_on_the_mods_screen;
    for (content::ArrangedMod& mod : content::arrange_mods_in(mods_folder, choice, shown_on_the_mods_screen)) {
      if (!mod.enabled) continue;
      play.folders.push_back(mod.info.folder);
      read.push_back(std::move(mod.info));
    }
  }
  json::Diagnostics diagnostics;
  for (const std::filesystem::path& folder : named_mods) {
    if (already_chosen(play.folders, folder)) continue;
    play.folders.push_back(folder);
    if (std::optional<content::ModInfo> mod = content::read_mod_info(folder, diagnostics)) {
      read.push_back(std::move(*mod));
    }
  }
  play.resolved = content::resolve_mods(std::move(read), std::move(diagnostics));
  return play;
}

}  // namespace game_data
