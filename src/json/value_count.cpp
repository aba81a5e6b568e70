// SPDX-License-Identifier: MIT
#include "json/value_count.h"

#include <algorithm>
#include <vector>

#include "json/tokens.h"

namespace json {

namespace {

// The first byte after `at` that is not whitespace, or the end.
std::size_t skip_whitespace(std::string_view text, std::size_t at) {
  while (at < text.size() && tokens::is_whitespace(text[at])) ++at;
  return at;
}

}  // namespace

std::size_t count_values(std::string_view text) {
  std::size_t values = 1;
  std::vector<bool> in_array;  // one per open container: whether it is an array
  bool in_string = false;
  for (std::size_t at = 0; at < text.size(); ++at) {
    const char byte = text[at];
    if (in_string) {
      if (byte == '\\') ++at;  // the escaped byte cannot end the string
      in_string = byte != '"';
      continue;
    }
    switch (byte) {
      case '"': in_string = true; break;
      case ':': ++values; break;
      case '{': in_array.push_back(false); break;
      case '[': {
        in_array.push_back(true);
        const std::size_t next = skip_whitespace(text, at + 1);
        if (next < text.size() && text[next] != ']') ++values;
        break;
      }
      case '}':
      case ']':
        if (!in_array.empty()) in_array.pop_back();
        break;
      case ',':
        if (!in_array.empty() && in_array.back()) ++values;
        break;
      default: break;
    }
  }
  return std::min(values, text.size());
}

}  // namespace json
