// SPDX-License-Identifier: MIT
#include "json/document.h"

#include <algorithm>
#include <charconv>
#include <limits>
#include <numeric>
#include <utility>

namespace json {

using Value = nlohmann::json;

namespace {

// A JSON pointer token as an array index: decimal digits without a leading zero.
std::optional<std::size_t> array_index(std::string_view token) {
  if (token.empty() || (token.size() > 1 && token.front() == '0')) return std::nullopt;
  std::size_t index = 0;
  const auto [end, error] = std::from_chars(token.data(), token.data() + token.size(), index);
  if (error != std::errc{} || end != token.data() + token.size()) return std::nullopt;
  return index;
}

// Calls visit(parent, child) for every value inside another, in document order. Children sit right after
// their parent, each followed by its own descendants; a count that overruns its container is cut at the
// container's end, so wrong counts give wrong positions, never a crash.
template <class Visit>
void for_each_child(const std::vector<ValueLocation>& locations, Visit visit) {
  struct OpenContainer {
    std::size_t value = 0;
    std::size_t end = 0;  // one past its last descendant
  };
  std::vector<OpenContainer> open;
  for (std::size_t value = 0; value < locations.size(); ++value) {
    while (!open.empty() && open.back().end <= value) open.pop_back();
    if (!open.empty()) visit(open.back().value, value);
    std::size_t end = value + 1 + std::min(locations[value].descendants, locations.size() - value - 1);
    if (!open.empty()) end = std::min(end, open.back().end);
    if (end > value + 1) open.push_back({value, end});
  }
}

}  // namespace

Document::Document(Value root, std::vector<ValueLocation> locations)
    : root_(std::move(root)), locations_(std::move(locations)) {
  index_children();
}

TextPosition Document::position_of(const Pointer& pointer) const {
  const Match match = find(pointer);
  return match.location ? match.location->value : TextPosition{};
}

TextPosition Document::key_position_of(const Pointer& pointer) const {
  const Match match = find(pointer);
  if (match.exact && match.location->key) return *match.location->key;
  return position_of(pointer);
}

Document::Match Document::find(const Pointer& pointer) const {
  if (locations_.empty()) return {};
  std::vector<std::string> tokens;
  for (Pointer rest = pointer; !rest.empty(); rest.pop_back()) tokens.push_back(rest.back());
  std::size_t found = 0;
  // Tokens were collected from the end, so walk them backwards to go from the root down.
  for (auto token = tokens.rbegin(); token != tokens.rend(); ++token) {
    const std::optional<std::size_t> child = child_of(found, *token);
    if (!child) return {&locations_[found], false};
    found = *child;
  }
  return {&locations_[found], true};
}

std::optional<std::size_t> Document::child_of(std::size_t parent, const std::string& token) const {
  if (parent + 1 >= first_child_.size()) return std::nullopt;
  const auto begin = children_.begin() + first_child_[parent];
  const auto end = children_.begin() + first_child_[parent + 1];
  if (begin == end) return std::nullopt;
  if (locations_[*begin].key) {
    const auto found = std::lower_bound(begin, end, token, [this](std::uint32_t child, const std::string& key) {
      return locations_[child].key_name < key;
    });
    if (found == end || !locations_[*found].key || locations_[*found].key_name != token) return std::nullopt;
    return *found;
  }
  const std::optional<std::size_t> index = array_index(token);
  if (!index || *index >= static_cast<std::size_t>(end - begin)) return std::nullopt;
  return begin[static_cast<std::ptrdiff_t>(*index)];
}

void Document::index_children() {
  if (locations_.size() >= std::numeric_limits<std::uint32_t>::max()) return;
  std::vector<std::uint32_t> starts(locations_.size() + 1, 0);
  for_each_child(locations_, [&starts](std::size_t parent, std::size_t) { ++starts[parent + 1]; });
  std::partial_sum(starts.begin(), starts.end(), starts.begin());
  children_.resize(starts.back());
  std::vector<std::uint32_t> next_free(starts.begin(), starts.end() - 1);
  for_each_child(locations_, [this, &next_free](std::size_t parent, std::size_t child) {
    children_[next_free[parent]++] = static_cast<std::uint32_t>(child);
  });
  first_child_ = std::move(starts);
  for (std::size_t value = 0; value < locations_.size(); ++value) {
    const auto begin = children_.begin() + first_child_[value];
    const auto end = children_.begin() + first_child_[value + 1];
    if (begin == end || !locations_[*begin].key) continue;
    std::sort(begin, end,
              [this](std::uint32_t a, std::uint32_t b) { return locations_[a].key_name < locations_[b].key_name; });
  }
}

}  // namespace json
