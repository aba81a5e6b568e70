// SPDX-License-Identifier: MIT
// What the README says of the shipped data, checked against the data: a player reads the one and
// plays the other.

#include <doctest/doctest.h>

#include <filesystem>
#include <string>

#include "content/loading.h"
#include "file_text.h"

namespace {

// The README's paragraph that starts with `opening` (up to the next list item).
std::string readme_paragraph(const std::string& opening) {
  const std::string readme = read_text(std::filesystem::path(MOUSEKING_SHIPPED_DATA_DIR) / ".." / "README.md");
  const std::size_t start = readme.find(opening);
  REQUIRE_MESSAGE(start != std::string::npos, "the README has no paragraph starting " << opening);
  return readme.substr(start, readme.find("\n- ", start) - start);
}

}  // namespace

TEST_CASE("the README's floors paragraph names every guardian the shipped floors post, and claims none are missing") {
  const std::string floors = readme_paragraph("- **Floors**:");
  const content::LoadResult shipped = content::load_database(MOUSEKING_SHIPPED_DATA_DIR);
  REQUIRE_MESSAGE(shipped.database, shipped.diagnostics.to_string());
  const auto& guardians = shipped.database->floors.guardians;
  for (const content::Guardian& guardian : guardians) {
    CHECK_MESSAGE(floors.find(guardian.monster) != std::string::npos, "the README does not name " << guardian.monster);
    CHECK_MESSAGE(floors.find("floor " + std::to_string(guardian.floor)) != std::string::npos,
                  "the README does not say which floor " << guardian.monster << " guards");
  }
  if (!guardians.empty()) CHECK(floors.find("has none") == std::string::npos);
}
