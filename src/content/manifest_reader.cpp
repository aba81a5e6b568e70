#include "content/manifest_reader.h"

namespace content {

namespace {

// Mod ids and names are quoted in messages and on the Mods screen, as definition names are.
constexpr std::size_t kManifestTextLimit = 200;

}  // namespace

ModManifestFields describe_mod_manifest(FieldReader& reader) {
  ModManifestFields manifest;
  manifest.id = reader.string("id", kManifestTextLimit,
                              "The mod's id: unique among the mods, how \"requires\" and settings.json name it.");
  manifest.name = reader.string("name", kManifestTextLimit, "The mod's name, as the Mods screen shows it.");
  manifest.version = reader.string_or("version", "", "The mod's version, for its players: any text.");
  manifest.description = reader.string_or("description", "", "What the mod changes, in a sentence or two.");
  manifest.required_mods = reader.name_list(
      "requires", "The ids of the mods this one needs; they are loaded before it. None when left out.");
  reader.ignore("$schema");  // the file's top object is the manifest: an editor's key sits beside its fields
  return manifest;
}

}  // namespace content
