// SPDX-License-Identifier: MIT
#include "content/manifest_reader.h"

#include <algorithm>

#include "content/limits.h"
#include "content/mod_info.h"

namespace content {

namespace {

bool is_id_character(char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_' || c == '-' || c == '.';
}

// Ids are written in other mods' "requires" and in settings.json, so they keep to a plain alphabet.
std::string read_id(FieldReader& reader) {
  std::string id = reader.string("id", kModIdLimit,
                                 "The mod's id (letters, digits, '_', '-' and '.'): unique among the mods, how "
                                 "\"requires\" and settings.json name it.");
  if (std::all_of(id.begin(), id.end(), is_id_character)) return id;
  reader.error_at("id", "must be made of letters, digits, '_', '-' and '.', found \"" + id + "\"");
  return {};
}

}  // namespace

ModManifestFields describe_mod_manifest(FieldReader& reader) {
  ModManifestFields manifest;
  manifest.id = read_id(reader);
  manifest.name = reader.string("name", kNameLimit, "The mod's name, as the Mods screen shows it.");
  manifest.version = reader.string("version", kModVersionLimit, "The mod's version, for its players: any text.");
  manifest.description = reader.string_or("description", "", kDescriptionLimit,
                                          "What the mod changes, in a sentence or two: at most 1000 bytes of UTF-8.");
  manifest.required_mods = reader.name_list(
      "requires", "The ids of the mods this one needs; they are loaded before it. None when left out.");
  reader.ignore("$schema");  // the file's top object is the manifest: an editor's key sits beside its fields
  return manifest;
}

}  // namespace content
