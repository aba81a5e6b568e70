#include "json/document.h"

#include <algorithm>
#include <charconv>
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

}  // namespace

Document::Document(Value root, std::vector<ValueLocation> locations)
    : root_(std::move(root)), locations_(std::move(locations)) {}

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

// Children sit right after their parent, each followed by its own descendants, so siblings are found by
// skipping over those.
std::optional<std::size_t> Document::child_of(std::size_t parent, const std::string& token) const {
  const std::size_t end = parent + 1 + std::min(locations_[parent].descendants, locations_.size() - parent - 1);
  const std::optional<std::size_t> index = array_index(token);
  std::size_t position_among_siblings = 0;
  for (std::size_t child = parent + 1; child < end; ++position_among_siblings) {
    const ValueLocation& location = locations_[child];
    const bool is_member = location.key.has_value();
    if (is_member ? location.key_name == token : index == position_among_siblings) return child;
    child += 1 + std::min(location.descendants, end - child - 1);
  }
  return std::nullopt;
}

}  // namespace json
