// SPDX-License-Identifier: MIT
#include "json/suggest.h"

#include <algorithm>
#include <numeric>

namespace json {

namespace {

char lower_ascii(char c) {
  return (c >= 'A' && c <= 'Z') ? static_cast<char>(c - 'A' + 'a') : c;
}

// Classic two-row Levenshtein distance; a byte differing only in ASCII case costs nothing.
std::size_t edit_distance(std::string_view a, std::string_view b) {
  std::vector<std::size_t> previous(b.size() + 1);
  std::vector<std::size_t> current(b.size() + 1);
  std::iota(previous.begin(), previous.end(), std::size_t{0});
  for (std::size_t i = 1; i <= a.size(); ++i) {
    current[0] = i;
    for (std::size_t j = 1; j <= b.size(); ++j) {
      const std::size_t substitution = previous[j - 1] + (lower_ascii(a[i - 1]) == lower_ascii(b[j - 1]) ? 0 : 1);
      current[j] = std::min({previous[j] + 1, current[j - 1] + 1, substitution});
    }
    std::swap(previous, current);
  }
  return previous[b.size()];
}

std::size_t length_difference(std::string_view a, std::string_view b) {
  return a.size() > b.size() ? a.size() - b.size() : b.size() - a.size();
}

struct Candidate {
  std::size_t distance = 0;
  const std::string* name = nullptr;
};

}  // namespace

std::vector<std::string> closest_names(std::string_view word, const std::vector<std::string>& candidates,
                                       std::size_t max_results) {
  const std::size_t max_distance = std::max<std::size_t>(2, word.size() / 3);
  std::vector<Candidate> close;
  for (const std::string& name : candidates) {
    // The length difference is a lower bound of the distance, so far-off names skip the full computation.
    if (length_difference(word, name) > max_distance) continue;
    const std::size_t distance = edit_distance(word, name);
    if (distance <= max_distance) close.push_back({distance, &name});
  }
  std::stable_sort(close.begin(), close.end(),
                   [](const Candidate& a, const Candidate& b) { return a.distance < b.distance; });
  std::vector<std::string> names;
  for (const Candidate& candidate : close) {
    if (names.size() == max_results) break;
    if (std::find(names.begin(), names.end(), *candidate.name) == names.end()) names.push_back(*candidate.name);
  }
  return names;
}

std::string did_you_mean(std::string_view word, const std::vector<std::string>& candidates) {
  const std::vector<std::string> names = closest_names(word, candidates);
  if (names.empty()) return "";
  std::string text = "; did you mean ";
  for (std::size_t i = 0; i < names.size(); ++i) {
    if (i > 0) text += (i + 1 == names.size()) ? " or " : ", ";
    text += '"' + names[i] + '"';
  }
  return text + "?";
}

}  // namespace json
