// SPDX-License-Identifier: MIT
#pragma once

#include <cstddef>
#include <string>
#include <unordered_set>
#include <utility>
#include <vector>

namespace content {

// The names a field may refer to, such as every weapon a scenario may carry: whether a name is one of
// them, in constant time, and which known names are close to one that is not.
class KnownNames {
 public:
  // Suggestions compare a mistaken name with every known one, so only the first this many mistakes
  // asked about get one: a file of a million mistakes is then still checked in linear time.
  static constexpr std::size_t kSuggestedMistakes = 100;

  explicit KnownNames(std::vector<std::string> names);

  bool contains(const std::string& name) const { return lookup_.contains(name); }
  // "; did you mean \"Crowbar\"?", or "" when nothing is close or kSuggestedMistakes were given already.
  std::string did_you_mean(const std::string& name);

 private:
  std::vector<std::string> names_;  // in the order given, which breaks ties between suggestions
  std::unordered_set<std::string> lookup_;
  std::size_t mistakes_suggested_ = 0;
};

// The names of one kind of definition, looked up in constant time: a mod may hold hundreds of
// thousands, each of which may refer to another.
template <class Definition>
KnownNames names_of(const std::vector<Definition>& definitions) {
  std::vector<std::string> names;
  names.reserve(definitions.size());
  for (const auto& definition : definitions) names.push_back(definition.look.name);
  return KnownNames(std::move(names));
}

}  // namespace content
