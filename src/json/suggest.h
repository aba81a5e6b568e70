// SPDX-License-Identifier: MIT
#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

namespace json {

// The candidates closest to `word` by edit distance (Levenshtein over bytes, ignoring ASCII case),
// best first, at most `max_results`, only those within a distance of max(2, word.size()/3).
// Ties keep the order of `candidates`; repeated candidates are reported once.
std::vector<std::string> closest_names(std::string_view word, const std::vector<std::string>& candidates,
                                       std::size_t max_results = 3);

// "; did you mean \"defence\"?" or "; did you mean \"A\", \"B\" or \"C\"?" or "" when nothing is close.
std::string did_you_mean(std::string_view word, const std::vector<std::string>& candidates);

}  // namespace json
