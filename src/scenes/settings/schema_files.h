// SPDX-License-Identifier: MIT
#pragma once

#include <filesystem>
#include <string>
#include <vector>

#include "content/content_schemas.h"

namespace scenes {

// Every JSON Schema the game can write: the content files', scenario files', mod.json's
// (content::content_schemas) and settings.json's. It lives in scenes/ because the settings do.
std::vector<content::SchemaFile> all_schema_files();

// --write-schema DIR: writes each schema into `dir` (made when missing) as NAME.schema.json, each file
// atomically; false with `error` set at the first that cannot be written.
bool write_schema_files(const std::filesystem::path& dir, std::string& error);

}  // namespace scenes
