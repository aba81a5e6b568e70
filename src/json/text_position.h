// SPDX-License-Identifier: MIT
#pragma once

namespace json {

// A 1-based line and column in a text file (column counts bytes; a tab counts 1).
// {0, 0} stands for "the file as a whole", when no place inside it applies.
struct TextPosition {
  int line = 1;
  int column = 1;

  friend bool operator==(const TextPosition&, const TextPosition&) = default;
};

}  // namespace json
