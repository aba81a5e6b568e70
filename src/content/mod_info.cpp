#include "content/mod_info.h"

#include <algorithm>

#include "content/content_file.h"
#include "content/field_reader.h"
#include "content/limits.h"

namespace content {

namespace {

bool is_id_character(char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_' || c == '-' || c == '.';
}

std::string read_id(FieldReader& reader) {
  std::string id = reader.string("id", kModIdLimit);
  if (std::all_of(id.begin(), id.end(), is_id_character)) return id;
  reader.error_at("id", "must be made of letters, digits, '_', '-' and '.', found \"" + id + "\"");
  return {};
}

// The ids a mod requires, and where each is written; a malformed list is reported and read as none.
void read_required(FieldReader& reader, const ContentFile& file, ModInfo& mod) {
  const nlohmann::json* list = reader.raw("requires");
  if (!list) return;
  const bool names = list->is_array() && std::all_of(list->begin(), list->end(), [](const nlohmann::json& id) {
                       return id.is_string() && !id.get<std::string>().empty();
                     });
  if (!names) {
    reader.error_at("requires", "must be a list of mod ids, found " + json::describe_found(*list));
    return;
  }
  for (std::size_t i = 0; i < list->size(); ++i) {
    mod.required.push_back((*list)[i].get<std::string>());
    mod.required_positions.push_back(file.document.position_of(JsonPointer{} / "requires" / i));
  }
}

std::optional<ModInfo> read_mod(const ContentFile& file, json::Diagnostics& diagnostics) {
  const std::optional<EntrySource> entry = read_root_entry(file, "mod", diagnostics);
  if (!entry) return std::nullopt;
  const int errors_before = diagnostics.error_count();
  FieldReader reader(*entry, diagnostics);
  ModInfo mod;
  mod.id = read_id(reader);
  mod.name = reader.string("name", kNameLimit);
  mod.version = reader.string("version", kModVersionLimit);
  mod.description = reader.has("description") ? reader.string("description") : "";
  read_required(reader, file, mod);
  reader.warn_unread_fields();
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
