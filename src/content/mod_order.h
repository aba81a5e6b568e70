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

// The mods of `folders`, each read from its mod.json, in the order they load (see order_mods). A folder
// whose mod.json is missing or broken is left out, after its problems are reported.
std::vector<ModInfo> read_mods(const std::vector<std::filesystem::path>& folders, json::Diagnostics& diagnostics);

}  // namespace content
