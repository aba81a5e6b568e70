// SPDX-License-Identifier: MIT
// Tab in the debug console: first the command word, then the name it takes.

#include <algorithm>

#include "game/debug/console_commands.h"
#include "game/debug/console_words.h"

namespace game::debug {

namespace {

// The commands whose argument is the name of something the factory makes.
bool takes_name(const std::string& command) {
  return command == "spawn" || command == "give" || command == "where" || command == "ai";
}

// How far every candidate agrees with the first, in any letter case.
std::size_t common_prefix_length(const std::vector<std::string>& candidates) {
  std::size_t length = candidates.front().size();
  for (const std::string& candidate : candidates) {
    std::size_t same = 0;
    while (same < std::min(length, candidate.size()) &&
           lower_case(candidate.substr(same, 1)) == lower_case(candidates.front().substr(same, 1)))
      ++same;
    length = same;
  }
  return length;
}

// `typed` completed against `candidates`; the typed letters give way to the candidates' own case.
Completion complete_word(const std::string& before, const std::string& typed, const std::vector<std::string>& names,
                         const std::string& after_single) {
  std::vector<std::string> candidates;
  std::ranges::copy_if(names, std::back_inserter(candidates),
                       [&typed](const std::string& name) { return starts_with_any_case(name, typed); });
  if (candidates.empty()) return {before + typed, {}};
  if (candidates.size() == 1) return {before + candidates.front() + after_single, {}};
  const std::size_t agreed = std::max(common_prefix_length(candidates), typed.size());
  return {before + candidates.front().substr(0, agreed), candidates};
}

}  // namespace

Completion complete_console_line(const World& world, std::string_view line) {
  const std::string text(line);
  const auto space = text.find(' ');
  if (space == std::string::npos) return complete_word("", lower_case(text), console_command_words(), " ");
  const std::string command = lower_case(text.substr(0, space));
  if (!takes_name(command)) return {text, {}};
  const std::string typed(trimmed(std::string_view(text).substr(space + 1)));
  return complete_word(command + " ", typed, world.factory().names(), "");
}

}  // namespace game::debug
