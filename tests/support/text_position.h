// SPDX-License-Identifier: MIT
#pragma once

#include <cstddef>
#include <string>

// "line:column" of the first occurrence of `needle` in `text`, as a content
// message would print it, so tests compute where an error must point.
inline std::string line_column_of(const std::string& text, const std::string& needle) {
  const auto at = text.find(needle);
  if (at == std::string::npos) return "needle-not-found";
  int line = 1;
  std::size_t line_start = 0;
  for (std::size_t i = 0; i < at; ++i) {
    if (text[i] == '\n') {
      ++line;
      line_start = i + 1;
    }
  }
  return std::to_string(line) + ":" + std::to_string(at - line_start + 1);
}
