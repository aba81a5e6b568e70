// SPDX-License-Identifier: MIT
#include "scenes/settings/schema_files.h"

#include <system_error>

#include "core/atomic_file.h"
#include "scenes/settings/settings_file.h"

namespace scenes {

std::vector<content::SchemaFile> all_schema_files() {
  std::vector<content::SchemaFile> files = content::content_schemas();
  nlohmann::ordered_json settings = settings_schema();
  settings["description"] = "The player's settings, as the options screen writes them; every field may be left out.";
  files.push_back({"settings.schema.json", content::schema_document("settings.json", std::move(settings))});
  return files;
}

core::Result<void> write_schema_files(const std::filesystem::path& dir) {
  std::error_code made;
  std::filesystem::create_directories(dir, made);
  if (made) return core::Failure{"cannot make the folder " + dir.string() + ": " + made.message()};
  for (const content::SchemaFile& file : all_schema_files()) {
    core::Result<void> written = core::write_file_atomically(dir / file.file_name, file.schema.dump(2) + "\n");
    if (!written) return written;
  }
  return {};
}

}  // namespace scenes
