// SPDX-License-Identifier: MIT
#pragma once

#include <string_view>
#include <vector>

namespace core {

// The lines of a text file without their line endings ("\n" or "\r\n").
// A final line ending does not start another, empty line.
std::vector<std::string_view> split_lines(std::string_view text);

bool is_blank(std::string_view line);

}  // namespace core
