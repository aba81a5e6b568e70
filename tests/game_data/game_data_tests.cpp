// SPDX-License-Identifier: MIT
// The one owner of the loaded game data: the mods of a load are resolved once, and the content, the
// sprite layers and the sound files are all made from that one list.
#include <doctest/doctest.h>

#include <filesystem>
#include <map>

#include "file_open_counter.h"
#include "file_text.h"
#include "game_data/game_data.h"
#include "game_data/play_mods.h"
#include "temp_folder.h"
#include "text_sprites.h"

namespace {

const std::filesystem::path kResources = MOUSEKING_TEST_RESOURCE_DIR;

// Two mods in a folder: "ninja" adds a monster drawn with its own sprite, "harder" requires it and brings
// a sound of its own. The game data is loaded with both, "harder" named first.
struct TwoMods {
  TempFolder folder{"game-data"};
  std::filesystem::path ninja = folder.path / "ninja";
  std::filesystem::path harder = folder.path / "harder";

  TwoMods() {
    std::filesystem::create_directories(ninja / "sprites");
    std::filesystem::create_directories(harder / "sounds");
    write_text(ninja / "mod.json", R"({ "id": "ninja", "name": "Ninja mice", "version": "1.0" })");
    write_text(ninja / "monsters.json",
               R"({ "monsters": [ { "name": "Ninja Mouse", "copy-from": "Neo Mouse", "sprite": "ninja_mouse" } ] })");
    write_text(ninja / "sprites/ninja_mouse.txt", filled_sprite('r'));
    write_text(harder / "mod.json", R"({ "id": "harder", "name": "Harder", "version": "0.2", "requires": ["ninja"] })");
    write_text(harder / "sounds/squeak.txt",
               read_text(std::filesystem::path(MOUSEKING_TEST_SOUND_RECIPES) / "hit.txt"));
  }

  content::ContentSources sources(std::vector<std::filesystem::path> mods) const {
    return {MOUSEKING_SHIPPED_DATA_DIR, std::move(mods), kResources / "sounds"};
  }

  game_data::StartedGameData start() {
    game_data::StartedGameData started = game_data::load_game_data(kResources, sources({harder, ninja}));
    REQUIRE_MESSAGE(started.sprites.packed, started.sprites.error_text());
    REQUIRE_MESSAGE(started.data->content().loaded(), started.data->content().diagnostics().to_string());
    return started;
  }
};

std::vector<std::string> loaded_ids(const game_data::GameData& data) {
  std::vector<std::string> ids;
  for (const content::LoadedMod& mod : data.content().mods()) ids.push_back(mod.id);
  return ids;
}

}  // namespace

TEST_CASE("at start-up each mod.json is read once, and the content, sprites and sounds follow the one list") {
  TwoMods mods;
  FileOpenCounter opens({mods.ninja, mods.harder});
  REQUIRE(opens.watching(2));
  const game_data::StartedGameData started = mods.start();
  CHECK(opens.opens_of("mod.json") == std::map<std::filesystem::path, int>{{mods.ninja, 1}, {mods.harder, 1}});

  const game_data::GameData& data = *started.data;
  CHECK(loaded_ids(data) == std::vector<std::string>{"ninja", "harder"});  // a required mod loads first
  REQUIRE(data.sprites() != nullptr);
  CHECK(data.sprites()->layers().folders ==
        std::vector<std::filesystem::path>{MOUSEKING_SHIPPED_DATA_DIR, mods.ninja, mods.harder});
  CHECK(started.sprites.packed->index.sprites.contains("ninja_mouse"));
  REQUIRE(data.sound_files().contains("squeak"));
  CHECK(data.sound_files().at("squeak") == mods.harder / "sounds/squeak.txt");
}

TEST_CASE("a game in a window lists its mods folder and loads what it found without reading a mod.json again") {
  TwoMods mods;  // both in the mods folder, which the choice leaves as found: "harder", then "ninja"
  TempFolder elsewhere{"named-mod"};
  const std::filesystem::path extra = elsewhere.path / "extra";
  std::filesystem::create_directories(extra);
  write_text(extra / "mod.json", R"({ "id": "extra", "name": "Extra", "version": "1" })");
  FileOpenCounter opens({mods.ninja, mods.harder, extra});
  REQUIRE(opens.watching(3));

  game_data::PlayMods play = game_data::play_mods(mods.folder.path, {}, {extra, mods.ninja});
  CHECK(play.folders == std::vector<std::filesystem::path>{mods.harder, mods.ninja, extra});  // ninja named once
  const game_data::StartedGameData started =
      game_data::load_game_data(kResources, mods.sources(play.folders), play.resolved);
  REQUIRE_MESSAGE(started.data->content().loaded(), started.data->content().diagnostics().to_string());
  CHECK(opens.opens_of("mod.json") ==
        std::map<std::filesystem::path, int>{{mods.ninja, 1}, {mods.harder, 1}, {extra, 1}});
  CHECK(loaded_ids(*started.data) == std::vector<std::string>{"ninja", "harder", "extra"});
}

TEST_CASE("a broken mod in the mods folder is left out quietly, a broken named mod is an error of the load") {
  TwoMods mods;
  write_text(mods.ninja / "mod.json", R"({ "id": "ninja", )");
  const game_data::PlayMods listed = game_data::play_mods(mods.folder.path, {}, {});
  CHECK(listed.folders == std::vector<std::filesystem::path>{mods.harder});
  CHECK(listed.resolved.diagnostics.to_string().find("ninja/mod.json") == std::string::npos);

  const game_data::PlayMods named = game_data::play_mods({}, {}, {mods.ninja});
  CHECK(named.folders == std::vector<std::filesystem::path>{mods.ninja});
  CHECK(named.resolved.mods.empty());
  CHECK(named.resolved.diagnostics.error_count() == 1);
  CHECK(named.resolved.diagnostics.to_string().find("mod.json") != std::string::npos);
}

TEST_CASE("F5 reads each mod.json once") {
  TwoMods mods;
  const game_data::StartedGameData started = mods.start();
  FileOpenCounter opens({mods.ninja, mods.harder});
  REQUIRE(opens.watching(2));
  const std::optional<json::Diagnostics> failed = started.data->reload({});
  CHECK_FALSE_MESSAGE(failed, failed->to_string());
  CHECK(opens.opens_of("mod.json") == std::map<std::filesystem::path, int>{{mods.ninja, 1}, {mods.harder, 1}});
  CHECK(loaded_ids(*started.data) == std::vector<std::string>{"ninja", "harder"});
}

TEST_CASE("the Mods screen's check and load read each chosen mod.json once, and the sounds follow the choice") {
  TwoMods mods;
  const game_data::StartedGameData started = mods.start();
  game_data::GameData& data = *started.data;
  FileOpenCounter opens({mods.ninja, mods.harder});
  REQUIRE(opens.watching(2));

  CHECK_FALSE(data.check_mods({mods.ninja}));
  CHECK(opens.opens_of("mod.json") == std::map<std::filesystem::path, int>{{mods.ninja, 1}, {mods.harder, 0}});
  CHECK(loaded_ids(data) == std::vector<std::string>{"ninja", "harder"});  // a check changes nothing

  CHECK_FALSE(data.load_mods({mods.ninja}));
  CHECK(opens.opens_of("mod.json") == std::map<std::filesystem::path, int>{{mods.ninja, 1}, {mods.harder, 0}});
  CHECK(loaded_ids(data) == std::vector<std::string>{"ninja"});
  CHECK_FALSE(data.sound_files().contains("squeak"));
  CHECK(data.sprites()->layers().folders == std::vector<std::filesystem::path>{MOUSEKING_SHIPPED_DATA_DIR, mods.ninja});
}

TEST_CASE("a choice of mods that does not load keeps the content, sprites and sounds in use") {
  TwoMods mods;
  const game_data::StartedGameData started = mods.start();
  game_data::GameData& data = *started.data;
  const std::optional<json::Diagnostics> failed = data.load_mods({mods.harder});  // without the mod it requires
  REQUIRE(failed);
  CHECK(failed->to_string().find("requires \"ninja\"") != std::string::npos);
  CHECK(loaded_ids(data) == std::vector<std::string>{"ninja", "harder"});
  CHECK(data.sound_files().contains("squeak"));
  CHECK(data.sprites()->layers().folders.size() == 3);
}
