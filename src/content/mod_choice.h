// SPDX-License-Identifier: MIT
#pragma once

#include <filesystem>
#include <string>
#include <vector>

#include "content/mod_info.h"

namespace content {

// Which of the mods in the player's mods folder a game loads, and in what order, as the Mods screen
// sets it and settings.json keeps it. Mods are named by id, so that renaming a folder keeps the choice.
struct ModChoice {
  std::vector<std::string> order;     // ids, first loaded first; mods it leaves out come after, by folder name
  std::vector<std::string> disabled;  // ids of mods not loaded; every other mod found is

  friend bool operator==(const ModChoice&, const ModChoice&) = default;
};

// One mod found, and whether the choice loads it.
struct ArrangedMod {
  ModInfo info;
  bool enabled = true;
};

// The mods found, in the chosen order: those `choice.order` names first, in its order, then the others
// in the order found (by folder name), so a mod just put in the folder is loaded, last.
std::vector<ArrangedMod> arrange_mods(const std::vector<ModInfo>& found, const ModChoice& choice);

// The choice that gives `arranged` again: every id in order, and the ones switched off. An id the choice
// named that is no longer found (a mod taken out for now) stays in it, so putting it back restores it.
ModChoice choice_of(const std::vector<ArrangedMod>& arranged, const ModChoice& previous = {});

// The folders of the enabled mods, in order.
std::vector<std::filesystem::path> enabled_folders(const std::vector<ArrangedMod>& arranged);

// The mods of the folder `mods_folder` (a player's mods/) as `choice` arranges them; a mod whose mod.json
// cannot be read is left out, with its problems in `diagnostics`.
std::vector<ArrangedMod> arrange_mods_in(const std::filesystem::path& mods_folder, const ModChoice& choice,
                                         json::Diagnostics& diagnostics);

}  // namespace content
