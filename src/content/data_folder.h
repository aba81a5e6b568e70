// SPDX-License-Identifier: MIT
#pragma once

#include <filesystem>
#include <optional>
#include <string>

namespace content {

// Why `folder` cannot be a data folder ("no such folder", "is a file, not a data folder ..."), or
// nullopt when it is a folder. Checked before its files, so that a mistyped path is one message,
// not one "the file is missing" per file nor paths such as "monsters.json/monsters.json".
std::optional<std::string> data_folder_problem(const std::filesystem::path& folder);

}  // namespace content
