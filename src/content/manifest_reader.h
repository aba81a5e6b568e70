// SPDX-License-Identifier: MIT
#pragma once

#include <string>
#include <vector>

#include "content/field_reader.h"

namespace content {

// What a mod's mod.json says about the mod: who it is and which mods it needs loaded before it.
struct ModManifestFields {
  std::string id;    // how other mods and the settings name it
  std::string name;  // how the Mods screen shows it
  std::string version;
  std::string description;
  std::vector<std::string> required_mods;  // "requires": ids of mods loaded before this one
};

// Reads the fields of mod.json (its top object) through `reader`, and so also writes mod.json's JSON
// Schema when `reader` is describing. The mod loader reads every mod.json with it, so that the schema
// is the loader's reading of the file.
ModManifestFields describe_mod_manifest(FieldReader& reader);

}  // namespace content
