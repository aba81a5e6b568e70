// SPDX-License-Identifier: MIT
#pragma once

#include <filesystem>
#include <string>

namespace bench {

// A new, empty folder under the system's temporary directory that no other run is using; throws
// std::runtime_error when none can be made. Whoever made it removes it.
std::filesystem::path make_unique_folder();

// Writes `text` to `file`, replacing what was there; throws std::runtime_error when it cannot.
void write_text_file(const std::filesystem::path& file, const std::string& text);

}  // namespace bench
