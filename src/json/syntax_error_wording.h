// SPDX-License-Identifier: MIT
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

#include "json/document.h"

// nlohmann's syntax errors reworded for designers and pointed at the offending token: the one place
// where a JSON syntax error is worded.
namespace json {

// The problem nlohmann reported, kept raw until the whole text is at hand to describe it.
struct LibraryError {
  std::size_t bytes_read = 0;
  int id = 0;
  std::string what;
};

// What went wrong, where, in the words of someone who edits the file by hand.
// Without `quote_text` the message names only the kind of token found ("a
// word", "text in double quotes"), never the file's own bytes.
SyntaxError word_syntax_error(std::string_view text, const LibraryError& error, bool quote_text = true);

// "line 3, column 5", for messages that point at a second place.
std::string describe_position(TextPosition position);

}  // namespace json
