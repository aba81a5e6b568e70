// SPDX-License-Identifier: MIT
#include "content/known_names.h"

#include "json/suggest.h"

namespace content {

KnownNames::KnownNames(std::vector<std::string> names)
    : names_(std::move(names)), lookup_(names_.begin(), names_.end()) {}

std::string KnownNames::did_you_mean(const std::string& name) {
  if (mistakes_suggested_ == kSuggestedMistakes) return "";
  ++mistakes_suggested_;
  return json::did_you_mean(name, names_);
}

}  // namespace content
