// SPDX-License-Identifier: MIT
#include "game/debug/console_words.h"

#include <algorithm>
#include <cctype>

namespace game::debug {

std::string lower_case(std::string_view text) {
  std::string lower(text);
  std::ranges::transform(lower, lower.begin(), [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
  return lower;
}

bool starts_with_any_case(std::string_view text, std::string_view prefix) {
  return prefix.size() <= text.size() && lower_case(text.substr(0, prefix.size())) == lower_case(prefix);
}

std::string_view trimmed(std::string_view text) {
  const auto first = text.find_first_not_of(' ');
  if (first == std::string_view::npos) return {};
  return text.substr(first, text.find_last_not_of(' ') - first + 1);
}

CommandLineWords split_command(std::string_view line) {
  const std::string_view words = trimmed(line);
  const auto space = words.find(' ');
  if (space == std::string_view::npos) return {lower_case(words), ""};
  return {lower_case(words.substr(0, space)), std::string(trimmed(words.substr(space + 1)))};
}

std::optional<std::string> resolve_name(std::string_view typed, const std::vector<std::string>& names) {
  if (std::ranges::find(names, typed) != names.end()) return std::string(typed);
  std::optional<std::string> match;
  for (const std::string& name : names) {
    if (lower_case(name) != lower_case(typed)) continue;
    if (match) return std::nullopt;  // two names differ only in case: the player must say which
    match = name;
  }
  return match;
}

}  // namespace game::debug
