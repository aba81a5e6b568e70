// SPDX-License-Identifier: MIT
#pragma once

#include <filesystem>
#include <optional>
#include <string>

namespace packer {

// Creates the folders `file` will live in; returns what went wrong, or
// nothing.
std::optional<std::string> make_parent_folders(const std::filesystem::path& file);

// Writes `text` to `file`, replacing it; returns what went wrong, or nothing.
std::optional<std::string> write_text_file(const std::filesystem::path& file, const std::string& text);

}  // namespace packer
