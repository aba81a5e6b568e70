// SPDX-License-Identifier: MIT
#pragma once

#include <string>
#include <vector>

namespace core {

// One problem found in a source file, placed so an editor can jump to it.
struct ParseError {
  std::string file;
  int line = 0;    // 1-based; 0 when the problem concerns the whole file.
  int column = 0;  // 1-based; 0 when the problem concerns the whole line.
  std::string message;
};

// "file:line:col: message", dropping the parts of the place that are unknown (all of it when no file is
// named: the message then says where it is itself).
std::string to_string(const ParseError& error);

// Appends every error of `more` to `errors`.
void append_errors(std::vector<ParseError>& errors, const std::vector<ParseError>& more);

// How a character is quoted in messages, so spaces and tabs stay visible.
std::string describe_char(char c);

}  // namespace core
