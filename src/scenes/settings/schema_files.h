// SPDX-License-Identifier: MIT
#pragma once

#include <filesystem>
#include <string>
#include <vector>

#include "content/content_schemas.h"
#include "core/result.h"

namespace scenes {

// Every JSON Schema the game can write: the content files', scenario files', mod.json's
// (content::content_schemas) and settings.json's. It lives in scenes/ because the settings do.
std::vector<content::SchemaFile> all_schema_files();

// --write-schema DIR: writes each schema into `dir` (made when missing) as NAME.schema.json, each file
// atomically; a failed result says why the first that cannot be written could not.
core::Result<void> write_schema_files(const std::filesystem::path& dir);

}  // namespace scenes
