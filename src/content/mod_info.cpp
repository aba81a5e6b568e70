// SPDX-License-Identifier: MIT
#include "content/mod_info.h"

#include <algorithm>

#include "content/content_file.h"
#include "content/field_reader.h"
#include "content/limits.h"
#include "content/manifest_reader.h"

namespace content {

namespace {

// Where each required id is written, for the errors about it.
std::vector<json::TextPosition> required_positions(const FieldReader& reader, std::size_t count) {
  std::vector<json::TextPosition> positions;
  for (std::size_t i = 0; i < count; ++i) positions.push_back(reader.position_of("requires", i));
  return positions;
}

std::optional<ModInfo> read_mod(const ContentFile& file, json::Diagnostics& diagnostics) {
  const std::optional<EntrySource> entry = read_root_entry(file, "mod", diagnostics);
  if (!entry) return std::nullopt;
  const int errors_before = diagnostics.error_count();
  FieldReader reader(*entry, diagnostics);
  ModManifestFields manifest = describe_mod_manifest(reader);
  reader.warn_unread_fields();
  ModInfo mod;
  mod.id = std::move(manifest.id);
  mod.name = std::move(manifest.name);
  mod.version = std::move(manifest.version);
  mod.description = std::move(manifest.description);
  mod.required_positions = required_positions(reader, manifest.required_mods.size());
  mod.required = std::move(manifest.required_mods);
  mod.file = file.display_name;
  mod.id_position = file.document.position_of(JsonPointer{} / "id");
  if (diagnostics.error_count() > errors_before) return std::nullopt;
  return mod;
}

}  // namespace

std::optional<ModInfo> parse_mod_info(std::string_view text, const std::string& display_name,
                                      json::Diagnostics& diagnostics) {
  const std::optional<ContentFile> file = parse_content_text(text, display_name, diagnostics);
  if (!file) return std::nullopt;
  return read_mod(*file, diagnostics);
}

std::optional<ModInfo> read_mod_info(const std::filesystem::path& folder, json::Diagnostics& diagnostics) {
  const std::filesystem::path name = folder.filename().empty() ? folder.parent_path().filename() : folder.filename();
  const std::optional<ContentFile> file = load_content_file(folder / kModFile, (name / kModFile).string(), diagnostics);
  if (!file) return std::nullopt;
  std::optional<ModInfo> mod = read_mod(*file, diagnostics);
  if (mod) mod->folder = folder;
  return mod;
}

namespace {

std::vector<std::filesystem::path> folders_in(const std::filesystem::path& folder) {
  std::error_code error;
  std::vector<std::filesystem::path> folders;
  for (const auto& item : std::filesystem::directory_iterator(folder, error)) {
    if (item.is_directory(error)) folders.push_back(item.path());
  }
  std::sort(folders.begin(), folders.end());
  return folders;
}

bool has_mod_file(const std::filesystem::path& folder) {
  std::error_code error;
  return std::filesystem::exists(folder / kModFile, error);
}

}  // namespace

std::vector<std::filesystem::path> mod_folders(const std::filesystem::path& mods_folder) {
  std::vector<std::filesystem::path> folders = folders_in(mods_folder);
  std::erase_if(folders, [](const std::filesystem::path& folder) { return !has_mod_file(folder); });
  return folders;
}

std::vector<ModInfo> find_mods(const std::filesystem::path& mods_folder, json::Diagnostics& diagnostics) {
  std::vector<ModInfo> mods;
  for (const std::filesystem::path& folder : folders_in(mods_folder)) {
    if (!has_mod_file(folder)) {
      diagnostics.warning(folder.string(), {0, 0}, "not a mod: the folder has no mod.json, so it is left out");
      continue;
    }
    if (std::optional<ModInfo> mod = read_mod_info(folder, diagnostics)) mods.push_back(std::move(*mod));
  }
  return mods;
}

}  // namespace content
