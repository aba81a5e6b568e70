// SPDX-License-Identifier: MIT
#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "json/suggest.h"

using json::closest_names;
using json::did_you_mean;

namespace {

const std::vector<std::string> kMonsterFields{"name", "glyph", "hp", "attack", "defence", "speed", "drops"};
const std::vector<std::string> kMonsterNames{"Neo Mouse", "Rat King", "Lab Cat", "Cheese Golem"};

}  // namespace

TEST_CASE("an American spelling of a field suggests the house spelling") {
  CHECK(closest_names("defense", kMonsterFields) == std::vector<std::string>{"defence"});
  CHECK(did_you_mean("defense", kMonsterFields) == "; did you mean \"defence\"?");
}

TEST_CASE("a misspelt monster name suggests the monster") {
  CHECK(closest_names("Neo Mose", kMonsterNames) == std::vector<std::string>{"Neo Mouse"});
}

TEST_CASE("differences of letter case cost nothing") {
  CHECK(closest_names("DEFENCE", kMonsterFields) == std::vector<std::string>{"defence"});
  CHECK(closest_names("rat king", kMonsterNames) == std::vector<std::string>{"Rat King"});
}

TEST_CASE("nothing close gives no suggestion") {
  CHECK(closest_names("inventory", kMonsterFields).empty());
  CHECK(did_you_mean("inventory", kMonsterFields).empty());
  CHECK(did_you_mean("defense", {}).empty());
}

TEST_CASE("suggestions come best first, ties in the order given, and at most the requested number") {
  const std::vector<std::string> candidates{"bat", "cart", "cat", "car", "rat"};
  CHECK(closest_names("cat", candidates) == std::vector<std::string>{"cat", "bat", "cart"});
  CHECK(closest_names("cat", candidates, 1) == std::vector<std::string>{"cat"});
  CHECK(closest_names("cat", candidates, 10) == std::vector<std::string>{"cat", "bat", "cart", "car", "rat"});
}

TEST_CASE("the allowed distance grows with the length of the word") {
  // Short words may be two edits away; a nine-letter word three (9 / 3), but not four.
  CHECK(closest_names("hp", {"xy"}) == std::vector<std::string>{"xy"});
  CHECK(closest_names("hp", {"xyz"}).empty());
  CHECK(closest_names("abcdefghi", {"abcdefxyz"}) == std::vector<std::string>{"abcdefxyz"});
  CHECK(closest_names("abcdefghi", {"abcdewxyz"}).empty());
}

TEST_CASE("a candidate listed twice is suggested once") {
  CHECK(closest_names("hq", {"hp", "hp", "hp"}) == std::vector<std::string>{"hp"});
}

TEST_CASE("several suggestions read as a plain English list") {
  CHECK(did_you_mean("cat", {"bat", "cart"}) == "; did you mean \"bat\" or \"cart\"?");
  CHECK(did_you_mean("cat", {"bat", "cart", "car", "rat"}) == "; did you mean \"bat\", \"cart\" or \"car\"?");
}
