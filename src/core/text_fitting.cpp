// SPDX-License-Identifier: MIT
#include "core/text_fitting.h"

#include <vector>

#include "core/utf8.h"

namespace core {

namespace {

// Where each character ends: the lengths a start of the text may have. A byte
// that is not part of a valid character counts as a character of its own.
std::vector<std::size_t> character_ends(std::string_view text) {
  std::vector<std::size_t> ends;
  for (std::size_t at = 0; at < text.size();) {
    const std::size_t length = utf8_character_length(text, at);
    at += length == 0 ? 1 : length;
    ends.push_back(at);
  }
  return ends;
}

}  // namespace

std::size_t longest_fitting_start(std::string_view text, const std::function<bool(std::string_view)>& fits) {
  const std::vector<std::size_t> ends = character_ends(text);
  // Invariant: the first `low` characters fit; the first `high` + 1 do not (or are more than there are).
  std::size_t low = 0;
  std::size_t high = ends.size();
  while (low < high) {
    const std::size_t middle = low + (high - low + 1) / 2;
    if (fits(text.substr(0, ends[middle - 1]))) {
      low = middle;
    } else {
      high = middle - 1;
    }
  }
  return low == 0 ? 0 : ends[low - 1];
}

}  // namespace core
