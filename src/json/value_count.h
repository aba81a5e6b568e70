// SPDX-License-Identifier: MIT
#pragma once

#include <cstddef>
#include <string_view>

namespace json {

// How many values a JSON text holds (the root, every member's value and every element), counted
// from its punctuation outside strings without parsing it: 1, plus one per ':', plus one per
// ',' in an array and one per array that is not empty. Exact for valid JSON, never more than the
// text has bytes; only a hint for the parser to reserve room, so a list of a million values is
// not copied as it doubles (which briefly held one and a half times the list).
std::size_t count_values(std::string_view text);

}  // namespace json
