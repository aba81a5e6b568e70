// SPDX-License-Identifier: MIT
#include <doctest/doctest.h>

#include <string>

#include "sounds/sound_recipe.h"

using sounds::parse_recipe;

namespace {

std::string first_error(const std::string& text) {
  const sounds::RecipeResult result = parse_recipe(text, "sounds/test.txt");
  REQUIRE_FALSE(result.recipe.has_value());
  REQUIRE_FALSE(result.errors.empty());
  return core::to_string(result.errors.front());
}

}  // namespace

TEST_CASE("a recipe's settings shape its one voice, and the file names the sound") {
  const sounds::RecipeResult result = parse_recipe(
      "; a test sound\nwave noise\npitch 300\nslide -100\njump 1.5 0.05\nattack 0.01\nhold 0.2\nrelease 0.1\n"
      "volume 0.4 ; loud enough\nduty 0.25\nnoise 0.1\ntremolo 8 0.5\n",
      "sounds/squeak_2.txt");
  REQUIRE(result.errors.empty());
  REQUIRE(result.recipe.has_value());
  CHECK(result.recipe->name == "squeak_2");
  REQUIRE(result.recipe->voices.size() == 1);
  const sounds::Voice& voice = result.recipe->voices.front();
  CHECK(voice.wave == sounds::Wave::Noise);
  CHECK(voice.pitch == 300);
  CHECK(voice.slide == -100);
  CHECK(voice.jump_ratio == 1.5);
  CHECK(voice.jump_at == 0.05);
  CHECK(voice.volume == 0.4);
  CHECK(voice.duty == 0.25);
  CHECK(voice.noise == 0.1);
  CHECK(voice.tremolo_rate == 8);
  CHECK(voice.tremolo_depth == 0.5);
  CHECK(result.recipe->length() == doctest::Approx(0.31));
}

TEST_CASE("a voice line starts another voice, which may start later and keeps its own settings") {
  const sounds::RecipeResult result =
      parse_recipe("pitch 200\nhold 0.1\n\nvoice 0.5\nwave sine\npitch 400\nhold 1\n", "two.txt");
  REQUIRE(result.recipe.has_value());
  REQUIRE(result.recipe->voices.size() == 2);
  CHECK(result.recipe->voices[0].pitch == 200);
  CHECK(result.recipe->voices[0].wave == sounds::Wave::Square);
  CHECK(result.recipe->voices[1].start == 0.5);
  CHECK(result.recipe->voices[1].pitch == 400);
  CHECK(result.recipe->length() == doctest::Approx(0.5 + 0.01 + 1 + 0.1));
}

TEST_CASE("a recipe that opens with a voice line has that voice first, not an empty one before it") {
  const sounds::RecipeResult result = parse_recipe("voice 0.2\npitch 300\n", "late.txt");
  REQUIRE(result.recipe.has_value());
  REQUIRE(result.recipe->voices.size() == 1);
  CHECK(result.recipe->voices[0].start == 0.2);
}

TEST_CASE("every mistake in a recipe is placed at its line and column, with what was expected") {
  CHECK(first_error("pitch loud\n") == "sounds/test.txt:1:7: expected a number, found \"loud\"");
  CHECK(first_error("\npitch 5\n") == "sounds/test.txt:2:7: expected a number from 20 to 20000, found 5");
  CHECK(first_error("  wave hum\n") ==
        "sounds/test.txt:1:8: expected a wave (sine, square, saw, triangle, noise), found \"hum\"");
  CHECK(first_error("pich 300\n") ==
        "sounds/test.txt:1:1: expected a setting (voice, wave, pitch, slide, jump, duty, noise, attack, hold, "
        "release, volume, tremolo), found \"pich\"");
  CHECK(first_error("jump 2\n") ==
        "sounds/test.txt:1:1: expected 2 values after \"jump\" (a pitch ratio, then seconds), found 1");
  CHECK(first_error("volume 0.5 0.6\n") ==
        "sounds/test.txt:1:12: expected 1 value after \"volume\" (a share of full scale), found 2");
  CHECK(first_error("pitch 300\npitch 400\n") ==
        "sounds/test.txt:2:1: \"pitch\" is set twice in this voice; a voice line starts another");
  CHECK(first_error("pitch nan\n") == "sounds/test.txt:1:7: expected a number, found \"nan\"");
}

TEST_CASE("a recipe longer than a sound may be is refused, so a typo cannot fill the disk") {
  CHECK(first_error("hold 20\nvoice 20\nhold 20\n") ==
        "sounds/test.txt: the sound lasts 40.11 seconds, longer than the 30 a sound may");
}

TEST_CASE("each problem of a recipe is reported, not only the first") {
  const sounds::RecipeResult result = parse_recipe("pitch x\nvolume 2\nwave hum\n", "many.txt");
  CHECK(result.errors.size() == 3);
}

TEST_CASE("a word of broken UTF-8 is quoted as valid UTF-8, and a long one is cut short") {
  CHECK(first_error("wave sq\xC3\n") ==
        "sounds/test.txt:1:6: expected a wave (sine, square, saw, triangle, noise), "
        "found \"sq?\"");
  const std::string message = first_error("pitch " + std::string(100, '9') + "x\n");
  CHECK(message == "sounds/test.txt:1:7: expected a number, found \"" + std::string(40, '9') + "...\"");
}

namespace {

// `voices` voices of `seconds` each ("hold" makes up the rest of each voice's length).
std::string recipe_of_voices(std::size_t voices, double seconds) {
  std::string text;
  for (std::size_t voice = 0; voice < voices; ++voice) {
    text += "voice 0\nattack 0\nrelease 0\nhold " + std::to_string(seconds) + "\n";
  }
  return text;
}

}  // namespace

TEST_CASE("a recipe has at most kMaxVoices voices: the line that starts one more is the error") {
  CHECK(parse_recipe(recipe_of_voices(sounds::kMaxVoices, 0.1), "x.txt").recipe);
  const std::string one_more = recipe_of_voices(sounds::kMaxVoices + 1, 0.1);
  CHECK(first_error(one_more) == "sounds/test.txt:" + std::to_string(4 * sounds::kMaxVoices + 1) +
                                     ":1: a recipe may have at most 16 voices; this line starts one more");
}

TEST_CASE("the voices of a recipe last at most kMaxVoiceSeconds together: the voice that passes it is the error") {
  CHECK(parse_recipe(recipe_of_voices(4, 8.0), "x.txt").recipe);  // 32 seconds exactly
  CHECK(first_error(recipe_of_voices(5, 8.0)) ==
        "sounds/test.txt:17:1: the voices up to this one last 40 seconds together, more than the 32 a recipe may "
        "(each second of each voice is synthesised)");
}
