// SPDX-License-Identifier: MIT
#pragma once

#include <string>

#include "content/database.h"
#include "text_position.h"

// The one diagnostic whose text contains `fragment`, or "" when none does.
inline std::string find_diagnostic(const json::Diagnostics& diagnostics, const std::string& fragment) {
  for (const auto& diagnostic : diagnostics.all()) {
    const std::string text = diagnostic.to_string();
    if (text.find(fragment) != std::string::npos) return text;
  }
  return "";
}
