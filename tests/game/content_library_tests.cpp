// SPDX-License-Identifier: MIT
#include <doctest/doctest.h>

#include "file_text.h"
#include "game/session/content_library.h"
#include "temp_data_folder.h"
#include "temp_folder.h"

TEST_CASE("a reload with a broken file keeps the content in use and reports the error") {
  TempDataFolder folder;
  game::ContentLibrary library(folder.path(), {});
  REQUIRE(library.load());
  const auto before = library.factory();

  folder.replace("monsters.json", "\"defence\": 8,", "\"defence\": \"high\",");
  CHECK_FALSE(library.reload());
  CHECK(library.factory() == before);
  CHECK(library.diagnostics().to_string().find("\"defence\" must be a whole number") != std::string::npos);
}

TEST_CASE("a successful reload swaps in the new definitions") {
  TempDataFolder folder;
  game::ContentLibrary library(folder.path(), {});
  REQUIRE(library.load());
  folder.replace("monsters.json", "Exciting times for pet owners.", "Now with extra whiskers.");
  REQUIRE(library.reload());
  core::Rng rng(1);
  const game::CreateResult neo = library.factory()->create("Neo Mouse", {1, rng});
  REQUIRE(neo.entity);
  CHECK(neo.entity->description == "The next generation of mouse. Now with extra whiskers.");
}

TEST_CASE("a reload reads every mod again, and the mods in use are listed with their versions") {
  TempFolder mods("mods");
  const std::filesystem::path mod = mods.path / "whiskers";
  std::filesystem::create_directories(mod);
  write_text(mod / "mod.json", R"({ "id": "whiskers", "name": "Whiskers", "version": "0.3" })");
  const auto write_description = [&mod](const std::string& text) {
    write_text(mod / "monsters.json", R"({ "monsters": [ { "name": "Neo Mouse", "copy-from": "Neo Mouse",
      "description": ")" + text + R"(" } ] })");
  };
  write_description("Whiskered.");
  game::ContentLibrary library(content::ContentSources{MOUSEKING_SHIPPED_DATA_DIR, {mod}}, {});
  REQUIRE(library.load());
  REQUIRE(library.mods().size() == 1);
  CHECK(library.mods()[0].id == "whiskers");
  CHECK(library.mods()[0].version == "0.3");

  write_description("Very whiskered.");
  REQUIRE(library.reload());
  core::Rng rng(1);
  const game::CreateResult neo = library.factory()->create("Neo Mouse", {1, rng});
  REQUIRE(neo.entity);
  CHECK(neo.entity->description == "Very whiskered.");
}

TEST_CASE("a data folder that does not exist is one error saying so, not one per file") {
  TempDataFolder folder;
  const std::filesystem::path missing = folder.path() / "no" / "such" / "folder";
  game::ContentLibrary library(missing, {});
  CHECK_FALSE(library.load());
  CHECK(library.diagnostics().to_string() == missing.string() + ": no such folder\n");
}

TEST_CASE("a file given as the data folder is one error saying so") {
  TempDataFolder folder;
  const std::filesystem::path file = folder.path() / "monsters.json";
  game::ContentLibrary library(file, {});
  CHECK_FALSE(library.load());
  CHECK(library.diagnostics().error_count() == 1);
  CHECK(library.diagnostics().to_string().find(file.string() + ": is a file, not a data folder") == 0);
}
