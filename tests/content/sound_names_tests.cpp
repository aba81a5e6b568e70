// SPDX-License-Identifier: MIT
#include <doctest/doctest.h>

#include <fstream>
#include <string>

#include "content/loading.h"
#include "content/sound_files.h"
#include "content_test_support.h"
#include "game_sounds.h"
#include "temp_data_folder.h"

namespace {

void touch(const std::filesystem::path& file) {
  std::filesystem::create_directories(file.parent_path());
  std::ofstream(file) << "";
}

// A stand-in for the game's own sound folder: a file for each of the game's sounds.
struct GameSounds {
  GameSounds() { add_game_sounds(folder.path); }
  TempFolder folder{"game-sounds"};
};

void name_sound(const TempDataFolder& data, const std::string& sounds) {
  data.replace("monsters.json", "\"sprite\": \"neo_mouse\",", "\"sprite\": \"neo_mouse\", \"sounds\": " + sounds + ",");
}

// The first bytes of a sound file of the kind its name says, as far as the check looks.
std::string start_of(const std::filesystem::path& file) {
  if (file.extension() == ".wav") return std::string("RIFF\0\0\0\0WAVEfmt ", 16);
  if (file.extension() == ".ogg") return "OggS";
  return file.extension() == ".txt" ? "pitch 300\n" : "";
}

// A mod over the data with the given sound files of its own.
std::filesystem::path mod_with_sounds(const TempFolder& mods, std::initializer_list<const char*> files) {
  const std::filesystem::path mod = mods.path / "squeaks";
  std::filesystem::create_directories(mod / "sounds");
  std::ofstream(mod / "mod.json") << R"({"id": "squeaks", "name": "Squeaks", "version": "1", "description": "."})";
  for (const char* file : files) std::ofstream(mod / "sounds" / file, std::ios::binary) << start_of(file);
  return mod;
}

}  // namespace

TEST_CASE("a sound a definition names must be one of the game's, with a did-you-mean and its place") {
  TempDataFolder data;
  GameSounds game;
  name_sound(data, R"({"hurt": "hitt"})");
  const content::LoadResult result = content::load_database(content::ContentSources{data.path(), {}, game.folder.path});
  CHECK_FALSE(result.database);
  const std::string message = find_diagnostic(result.diagnostics, "hitt");
  CHECK(message == "data/monsters.json:" + line_column_of(data.read("monsters.json"), "\"hitt\"") +
                       ": monsters[1] \"Neo Mouse\": \"sounds.hurt\" names \"hitt\", which is not a sound of the "
                       "game or its mods; did you mean \"hit\" or \"hurt\"?");
}

TEST_CASE("a sound the game has passes, and without the game's sound folder names are not checked") {
  TempDataFolder data;
  GameSounds game;
  name_sound(data, R"({"hurt": "kill", "death": "step"})");
  const content::LoadResult checked =
      content::load_database(content::ContentSources{data.path(), {}, game.folder.path});
  REQUIRE_MESSAGE(checked.database, checked.diagnostics.to_string());
  CHECK(checked.database->find_monster("Neo Mouse")->look.sounds.hurt == "kill");
  CHECK(checked.database->find_monster("Neo Mouse")->look.sounds.death == "step");
  TempDataFolder unchecked;
  name_sound(unchecked, R"({"hit": "anything"})");
  CHECK(content::load_database(unchecked.path()).database);
}

TEST_CASE("a mod's sound files are sounds content may name, and one of the game's name replaces the game's") {
  TempDataFolder data;
  GameSounds game;
  TempFolder mods("sound-mods");
  const std::filesystem::path mod = mod_with_sounds(mods, {"squeak.ogg", "hit.wav", "Big Squeak.wav", "notes.md"});
  name_sound(data, R"({"hurt": "squeak"})");
  const content::LoadResult result =
      content::load_database(content::ContentSources{data.path(), {mod}, game.folder.path});
  REQUIRE_MESSAGE(result.database, result.diagnostics.to_string());
  // A file that cannot name a sound is warned about: nothing could name it.
  CHECK(find_diagnostic(result.diagnostics, "Big Squeak.wav").find("expected a file name of lower-case letters") !=
        std::string::npos);
  const content::SoundFiles files = content::find_sound_files(game.folder.path, {mod});
  CHECK(files.by_name.at("hit") == mod / "sounds" / "hit.wav");
  CHECK(files.by_name.at("kill") == game.folder.path / "kill.wav");
  CHECK(files.by_name.at("squeak") == mod / "sounds" / "squeak.ogg");
  CHECK_FALSE(files.by_name.contains("notes"));
}

TEST_CASE("without the game's sound folder the data still loads, with a warning that the game is silent") {
  TempDataFolder data;
  TempFolder nowhere("no-sounds");
  const content::LoadResult result =
      content::load_database(content::ContentSources{data.path(), {}, nowhere.path / "sounds"});
  REQUIRE(result.database);
  CHECK(find_diagnostic(result.diagnostics, "sounds are missing").find("the game is silent") != std::string::npos);
}

TEST_CASE("a mod's broken sound files are content errors with their place, found before they are played") {
  TempDataFolder data;
  GameSounds game;
  TempFolder mods("sound-mods");
  const std::filesystem::path mod = mod_with_sounds(mods, {"chirp.txt", "hit.wav", "squeak.ogg"});
  std::ofstream(mod / "sounds" / "chirp.txt") << "pitch 300\nvolume loud\n";
  std::ofstream(mod / "sounds" / "hit.wav") << "not a sound at all";
  const content::LoadResult result =
      content::load_database(content::ContentSources{data.path(), {mod}, game.folder.path});
  CHECK_FALSE(result.database);
  CHECK(find_diagnostic(result.diagnostics, "chirp.txt") ==
        (mod / "sounds" / "chirp.txt").string() + ":2:8: expected a number, found \"loud\"");
  CHECK(find_diagnostic(result.diagnostics, "hit.wav").find("expected a WAV file") != std::string::npos);
  CHECK(find_diagnostic(result.diagnostics, "squeak.ogg").empty());
}

TEST_CASE("a mod's recipes may make at most kMaxFolderRecipeSeconds of sound together: the one past it is named") {
  TempDataFolder data;
  GameSounds game;
  TempFolder mods("sound-mods");
  const std::filesystem::path mod = mod_with_sounds(mods, {"a.txt", "b.txt", "c.txt", "d.txt", "e.txt"});
  const std::string thirty_seconds = "attack 0\nrelease 0\nhold 30\n";
  for (const char* file : {"a.txt", "b.txt", "c.txt", "d.txt"}) std::ofstream(mod / "sounds" / file) << thirty_seconds;
  std::ofstream(mod / "sounds" / "e.txt") << "attack 0\nrelease 0\nhold 0.5\n";
  const content::ContentSources sources{data.path(), {mod}, game.folder.path};
  CHECK_FALSE(content::load_database(sources).database);
  CHECK(find_diagnostic(content::load_database(sources).diagnostics, "e.txt") ==
        (mod / "sounds" / "e.txt").string() +
            ": with this recipe the recipes of its folder make 120.5 seconds of sound together, more than the 120.0 "
            "one folder's may");
  std::filesystem::remove(mod / "sounds" / "e.txt");
  CHECK(content::load_database(sources).database);
}

TEST_CASE("within one folder a WAV file wins over an Ogg one and a recipe of the same name") {
  TempFolder folder("sound-kinds");
  for (const char* file : {"hit.txt", "hit.ogg", "hit.wav", "miss.txt", "miss.ogg"}) touch(folder.path / file);
  const content::SoundFiles files = content::find_sound_files(folder.path, {});
  CHECK(files.by_name.at("hit").extension() == ".wav");
  CHECK(files.by_name.at("miss").extension() == ".ogg");
}

TEST_CASE("only monsters name sounds for hits and deaths, and things for use and pickup") {
  TempDataFolder data;
  data.replace("items.json", "\"sprite\": \"health_pack\",",
               "\"sprite\": \"health_pack\", \"sounds\": {\"death\": \"x\"},");
  const content::LoadResult result = content::load_database(data.path());
  CHECK(find_diagnostic(result.diagnostics, "death").find("unknown field") != std::string::npos);
}
