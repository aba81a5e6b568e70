// SPDX-License-Identifier: MIT
#include <doctest/doctest.h>

#include "content/mod_info.h"
#include "content/mod_order.h"
#include "content_test_support.h"
#include "mod_test_support.h"

namespace {}  // namespace

TEST_CASE("mod.json gives the mod's id, name, version, description and requirements") {
  TempMods mods;
  const auto folder = mods.add("more", R"(["base_mod"])");
  json::Diagnostics diagnostics;
  const std::optional<content::ModInfo> mod = content::read_mod_info(folder, diagnostics);
  INFO(diagnostics.to_string());
  REQUIRE(mod);
  CHECK(mod->id == "more");
  CHECK(mod->name == "The more mod");
  CHECK(mod->version == "1.2");
  CHECK(mod->description.empty());
  CHECK(mod->required == std::vector<std::string>{"base_mod"});
  CHECK(mod->folder == folder);
  CHECK(mod->file == "more/mod.json");
}

TEST_CASE("a broken mod.json names its file, line and column: an unknown field is a warning") {
  json::Diagnostics diagnostics;
  const std::string text = "{\n  \"id\": \"a b\",\n  \"name\": \"A\",\n  \"vesion\": \"1\"\n}\n";
  CHECK_FALSE(content::parse_mod_info(text, "a/mod.json", diagnostics));
  CHECK(find_diagnostic(diagnostics, "a/mod.json:2:9: mod: \"id\" must be made of letters") != "");
  CHECK(find_diagnostic(diagnostics, "a/mod.json:1:1: mod: \"version\" must be a non-empty text and is missing") != "");
  CHECK(find_diagnostic(diagnostics, "a/mod.json:4:3: warning: mod: \"vesion\": unknown field; did you mean") != "");
}

TEST_CASE("a required mod that is not loaded is an error at the requirement") {
  TempMods mods;
  json::Diagnostics diagnostics;
  const auto addon = content::read_mod_info(mods.add("addon", R"(["base_mdo"])"), diagnostics);
  const auto base_mod = content::read_mod_info(mods.add("base_mod"), diagnostics);
  REQUIRE(addon);
  REQUIRE(base_mod);
  const std::vector<content::ModInfo> ordered = content::order_mods({*addon}, diagnostics);
  const std::string error = find_diagnostic(diagnostics, "which is not among the mods loaded");
  CHECK(error.rfind(place_in(mods, "addon", "mod.json", "\"base_mdo\""), 0) == 0);
  CHECK(error.find("mod \"addon\" requires \"base_mdo\"") != std::string::npos);
  const std::vector<content::ModInfo> both = content::order_mods({*addon, *base_mod}, diagnostics);
  CHECK(find_diagnostic(diagnostics, "did you mean \"base_mod\"") != "");
}

TEST_CASE("mods that require each other in a circle are an error naming the mod.json") {
  TempMods mods;
  const auto a = mods.add("a", R"(["b"])");
  const auto b = mods.add("b", R"(["c"])");
  const auto c = mods.add("c", R"(["a"])");
  const content::LoadResult result = load_with_mods({a, b, c});
  CHECK_FALSE(result.database);
  const std::string error = find_diagnostic(result.diagnostics, "in a circle");
  CHECK(error.rfind(place_in(mods, "c", "mod.json", "\"a\"]"), 0) == 0);
  CHECK(result.diagnostics.error_count() == 1);
}

TEST_CASE("two mods with one id are an error at the second one's id") {
  TempMods mods;
  const auto first = mods.add("one");
  const auto second = mods.add("two");
  mods.write("two", "mod.json", R"({ "id": "one", "name": "Two", "version": "1" })");
  const content::LoadResult result = load_with_mods({first, second});
  CHECK_FALSE(result.database);
  const std::string error = find_diagnostic(result.diagnostics, "two mods cannot have one id");
  CHECK(error.rfind(place_in(mods, "two", "mod.json", "\"one\""), 0) == 0);
  CHECK(error.find("one/mod.json") != std::string::npos);
}

TEST_CASE("a --mod folder without mod.json is an error naming the file") {
  TempMods mods;
  std::filesystem::create_directories(mods.path() / "empty");
  const content::LoadResult result = load_with_mods({mods.path() / "empty"});
  CHECK_FALSE(result.database);
  CHECK(find_diagnostic(result.diagnostics, "empty/mod.json: the file is missing") != "");
}

TEST_CASE("the mods of a folder are listed with their mod.json, and a folder that is no mod is a warning") {
  TempMods mods;
  mods.add("zeta");
  mods.add("alpha", R"(["zeta"])");
  std::filesystem::create_directories(mods.path() / "notes");
  json::Diagnostics diagnostics;
  const std::vector<content::ModInfo> found = content::find_mods(mods.path(), diagnostics);
  REQUIRE(found.size() == 2);
  CHECK(found[0].id == "alpha");
  CHECK(found[1].id == "zeta");
  CHECK(find_diagnostic(diagnostics, "warning: not a mod: the folder has no mod.json") != "");
  CHECK_FALSE(diagnostics.has_errors());
  const std::vector<content::ModInfo> ordered = content::order_mods(found, diagnostics);
  REQUIRE(ordered.size() == 2);
  CHECK(ordered[0].id == "zeta");
  CHECK(content::find_mods(mods.path() / "none", diagnostics).empty());
}
