// SPDX-License-Identifier: MIT
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

// Small text helpers the console's commands and its Tab completion share.
namespace game::debug {

std::string lower_case(std::string_view text);
bool starts_with_any_case(std::string_view text, std::string_view prefix);
// The text without spaces at either end.
std::string_view trimmed(std::string_view text);

// A line split into its command word and the rest ("spawn", "Neo Mouse 3").
struct CommandLineWords {
  std::string command;
  std::string rest;
};
CommandLineWords split_command(std::string_view line);

// The name among `names` that `typed` means: the same, or the only one equal in any letter case.
std::optional<std::string> resolve_name(std::string_view typed, const std::vector<std::string>& names);

}  // namespace game::debug
