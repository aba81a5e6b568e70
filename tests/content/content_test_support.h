// SPDX-License-Identifier: MIT
#pragma once

#include <doctest/doctest.h>

#include <string>

#include "content/database.h"
#include "content/loading.h"
#include "temp_data_folder.h"
#include "text_position.h"

// The one diagnostic whose text contains `fragment`, or "" when none does.
inline std::string find_diagnostic(const json::Diagnostics& diagnostics, const std::string& fragment) {
  for (const auto& diagnostic : diagnostics.all()) {
    const std::string text = diagnostic.to_string();
    if (text.find(fragment) != std::string::npos) return text;
  }
  return "";
}

// Changes one spot of a file of `folder`, which must then fail to load, and returns the diagnostic that
// names `fragment` ("" when none does).
inline std::string error_after_change(const TempDataFolder& folder, const std::string& file, const std::string& from,
                                      const std::string& to, const std::string& fragment) {
  folder.replace(file, from, to);
  const content::LoadResult result = content::load_database(folder.path());
  CHECK_FALSE(result.database);
  return find_diagnostic(result.diagnostics, fragment);
}
