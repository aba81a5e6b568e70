// SPDX-License-Identifier: MIT
// How messages name things: the article and plural a definition writes, English's regular forms otherwise.
#include <doctest/doctest.h>

#include "game/model/prose.h"
#include "shipped_content.h"

TEST_CASE("a name takes the article its definition writes, else a or an by its first letter") {
  const content::Database& content = shipped_database();
  CHECK(game::with_article(content, "Staples") == "some Staples");
  CHECK(game::with_article(content, "Mouse King") == "the Mouse King");
  CHECK(game::with_article(content, "Mouse King", true) == "The Mouse King");
  CHECK(game::with_article(content, "Neo Mouse") == "a Neo Mouse");
  CHECK(game::with_article(content, "Alpha Mouse", true) == "An Alpha Mouse");
  // A name no definition has, such as a thing a reload removed, still reads.
  CHECK(game::with_article(content, "Ancient Mouse") == "an Ancient Mouse");
}

TEST_CASE("several of a thing take its written plural, else English's regular one") {
  const content::Database& content = shipped_database();
  CHECK(game::plural_of(content, "Micro Mouse") == "Micro Mice");
  CHECK(game::plural_of(content, "Staples") == "Staples");
  CHECK(game::plural_of(content, "Vial of Antivenom") == "Vials of Antivenom");
  CHECK(game::plural_of(content, "Nesting Box") == "Nesting Boxes");
  CHECK(game::plural_of(content, "Crowbar") == "Crowbars");
  CHECK(game::plural_of(content, "Battery") == "Batteries");
  CHECK(game::plural_of(content, "Relay") == "Relays");
  CHECK(game::plural_of(content, "Switch") == "Switches");
}

TEST_CASE("a count says one with its article and more with the plural") {
  const content::Database& content = shipped_database();
  CHECK(game::counted(content, 1, "Micro Mouse") == "a Micro Mouse");
  CHECK(game::counted(content, 2, "Micro Mouse") == "2 Micro Mice");
  CHECK(game::counted(content, 1, "Staples") == "some Staples");
}
