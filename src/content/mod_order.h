// SPDX-License-Identifier: MIT
#pragma once

#include <filesystem>
#include <vector>

#include "content/mod_info.h"
#include "json/diagnostics.h"

namespace content {

// The chosen mods in the order they load: each after the mods it requires, otherwise in the order given.
// A required mod that is not among them, mods that require each other in a circle, and two mods with one
// id are errors at the line of the mod.json that says so; the mods are then still ordered as well as
// they can be, so that their content is checked too.
std::vector<ModInfo> order_mods(const std::vector<ModInfo>& chosen, json::Diagnostics& diagnostics);

// The mods of one load, resolved once: each folder's mod.json read, the mods put in the order they load,
// and what reading and ordering found. The content, the sprite layers and the sound files of that load
// are all made from this one list, so each mod.json is read once per load.
struct ResolvedMods {
  std::vector<ModInfo> mods;  // in the order they load
  json::Diagnostics diagnostics;

  // Each mod's folder, in the order they load.
  std::vector<std::filesystem::path> folders() const;
};

// The mods of `folders`, each read from its mod.json, in the order they load (see order_mods). A folder
// whose mod.json is missing or broken is left out, after its problems are reported.
ResolvedMods resolve_mods(const std::vector<std::filesystem::path>& folders);
// The same for mods already read (a listing of the mods folder read them), so none is read again:
// `read` put in the order they load, after the problems reading them found (`diagnostics`).
ResolvedMods resolve_mods(std::vector<ModInfo> read, json::Diagnostics diagnostics);

}  // namespace content
