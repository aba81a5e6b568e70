// SPDX-License-Identifier: MIT
#include <doctest/doctest.h>
#include <sys/stat.h>

#include "file_text.h"
#include "sounds/sound_file_bytes.h"
#include "sounds/sound_folder.h"
#include "temp_folder.h"

TEST_CASE("a folder's recipes are read in name order, and a bad one is reported with its file") {
  TempFolder folder("recipes");
  write_text(folder.path / "b_sound.txt", "pitch 300\n");
  write_text(folder.path / "a_sound.txt", "pitch 200\n");
  write_text(folder.path / "broken.txt", "pitch high\n");
  write_text(folder.path / "notes.md", "not a recipe");
  const sounds::RecipeFolder read = sounds::read_recipe_folder(folder.path);
  REQUIRE(read.recipes.size() == 2);
  CHECK(read.recipes[0].name == "a_sound");
  CHECK(read.recipes[1].name == "b_sound");
  REQUIRE(read.errors.size() == 1);
  CHECK(core::to_string(read.errors[0]) ==
        (folder.path / "broken.txt").string() + ":1:7: expected a number, found \"high\"");
}

TEST_CASE("a recipe file whose name cannot name a sound is refused") {
  TempFolder folder("recipes");
  write_text(folder.path / "Big Squeak.txt", "pitch 300\n");
  const sounds::RecipeFolder read = sounds::read_recipe_folder(folder.path);
  CHECK(read.recipes.empty());
  REQUIRE(read.errors.size() == 1);
  CHECK(read.errors[0].message ==
        "expected a file name of lower-case letters, digits and '_' (it names the sound), found \"Big Squeak.txt\"");
}

TEST_CASE("a named pipe where a sound should be is refused at once, not waited on") {
  TempFolder folder("sound-fifo");
  const std::filesystem::path pipe = folder.path / "hit.wav";
  REQUIRE(mkfifo(pipe.c_str(), 0600) == 0);
  const sounds::SoundBytes read = sounds::sound_file_bytes(pipe);
  CHECK(read.bytes.empty());
  CHECK(read.problem.find("named pipe") != std::string::npos);
}

TEST_CASE("a sound file larger than any sound is refused unread") {
  TempFolder folder("sound-huge");
  const std::filesystem::path huge = folder.path / "hit.ogg";
  write_text(huge, "");
  std::filesystem::resize_file(huge, sounds::kSoundFileLimit + 1);
  const sounds::SoundBytes read = sounds::sound_file_bytes(huge);
  CHECK(read.bytes.empty());
  CHECK_FALSE(read.problem.empty());
}

TEST_CASE("a recipe is played as the WAV it synthesises, and its mistakes say where they are") {
  TempFolder folder("sound-recipe");
  write_text(folder.path / "chirp.txt", "pitch 900\nhold 0.05\n");
  write_text(folder.path / "bad.txt", "\nvolume 9\n");
  const sounds::SoundBytes chirp = sounds::sound_file_bytes(folder.path / "chirp.txt");
  CHECK(chirp.problem.empty());
  CHECK(chirp.bytes.substr(0, 4) == "RIFF");
  const sounds::SoundBytes bad = sounds::sound_file_bytes(folder.path / "bad.txt");
  CHECK(bad.bytes.empty());
  CHECK(bad.problem == (folder.path / "bad.txt").string() + ":2:8: expected a number from 0 to 1, found 9");
}

TEST_CASE("a sound file that is a link to a device is refused, not read forever") {
  TempFolder folder("sound-device");
  const std::filesystem::path link = folder.path / "hit.wav";
  std::filesystem::create_symlink("/dev/zero", link);
  const sounds::SoundBytes read = sounds::sound_file_bytes(link);
  CHECK(read.bytes.empty());
  CHECK_FALSE(read.problem.empty());
}
