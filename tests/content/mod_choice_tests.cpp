// SPDX-License-Identifier: MIT
// The player's choice of mods (the Mods screen, settings.json) applied to the mods found.
#include <doctest/doctest.h>

#include "content/mod_choice.h"

namespace {

content::ModInfo mod(const std::string& id) {
  content::ModInfo info;
  info.id = id;
  info.folder = "mods/" + id;
  return info;
}

std::vector<std::string> ids(const std::vector<content::ArrangedMod>& arranged) {
  std::vector<std::string> list;
  for (const auto& arranged_mod : arranged) list.push_back(arranged_mod.info.id + (arranged_mod.enabled ? "" : "-off"));
  return list;
}

}  // namespace

TEST_CASE("with no choice every mod found loads, in the order found") {
  const auto arranged = content::arrange_mods({mod("a"), mod("b")}, {});
  CHECK(ids(arranged) == std::vector<std::string>{"a", "b"});
  CHECK(content::enabled_folders(arranged) == std::vector<std::filesystem::path>{"mods/a", "mods/b"});
}

TEST_CASE("the chosen order comes first, a mod new to the folder comes last and is on, a disabled one is off") {
  const content::ModChoice choice{{"c", "a"}, {"a"}};
  const auto arranged = content::arrange_mods({mod("a"), mod("b"), mod("c")}, choice);
  CHECK(ids(arranged) == std::vector<std::string>{"c", "a-off", "b"});
  CHECK(content::enabled_folders(arranged) == std::vector<std::filesystem::path>{"mods/c", "mods/b"});
}

TEST_CASE("choice_of gives the arrangement back, and keeps what it said of a mod taken out of the folder") {
  const content::ModChoice previous{{"gone", "a", "b"}, {"gone", "b"}};
  const auto arranged = content::arrange_mods({mod("b"), mod("a")}, previous);
  CHECK(ids(arranged) == std::vector<std::string>{"a", "b-off"});
  const content::ModChoice again = content::choice_of(arranged, previous);
  CHECK(again.order == std::vector<std::string>{"a", "b", "gone"});
  CHECK(again.disabled == std::vector<std::string>{"b", "gone"});
  const auto with_it_back = content::arrange_mods({mod("gone"), mod("a"), mod("b")}, again);
  CHECK(ids(with_it_back) == std::vector<std::string>{"a", "b-off", "gone-off"});
}

TEST_CASE("two mods of one id both stay listed, so that loading them reports the clash") {
  const auto arranged = content::arrange_mods({mod("a"), mod("a")}, {{"a"}, {}});
  CHECK(arranged.size() == 2);
}
