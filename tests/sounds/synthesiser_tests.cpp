// SPDX-License-Identifier: MIT
#include <doctest/doctest.h>

#include <algorithm>
#include <cstdlib>
#include <string>

#include "sounds/synthesiser.h"

namespace {

sounds::Recipe recipe_of(const std::string& text) {
  sounds::RecipeResult result = sounds::parse_recipe(text, "test.txt");
  REQUIRE(result.errors.empty());
  return std::move(*result.recipe);
}

int peak(const std::vector<std::int16_t>& samples) {
  int highest = 0;
  for (const std::int16_t sample : samples) highest = std::max(highest, std::abs(static_cast<int>(sample)));
  return highest;
}

}  // namespace

TEST_CASE("a sound lasts as long as its envelope says, at the sample rate") {
  const auto samples = sounds::synthesise(recipe_of("attack 0.1\nhold 0.2\nrelease 0.2\n"));
  CHECK(samples.size() == static_cast<std::size_t>(0.5 * sounds::kSampleRate));
}

TEST_CASE("a later voice makes the sound as long as its own end") {
  const auto samples = sounds::synthesise(recipe_of("hold 0.1\nvoice 1\nattack 0\nhold 0.5\nrelease 0\n"));
  CHECK(samples.size() == static_cast<std::size_t>(1.5 * sounds::kSampleRate));
}

TEST_CASE("a square wave's peak is its volume of full scale, and the envelope starts and ends silent") {
  const auto samples = sounds::synthesise(recipe_of("wave square\nvolume 0.5\nattack 0.01\nhold 0.1\nrelease 0.1\n"));
  CHECK(peak(samples) == doctest::Approx(0.5 * 32767).epsilon(0.01));
  CHECK(samples.front() == 0);
  CHECK(std::abs(samples.back()) < 200);
}

TEST_CASE("voices that together pass full scale are scaled down as a whole instead of clipping") {
  const std::string loud = "wave square\nvolume 1\nattack 0\nhold 0.1\nrelease 0\n";
  const auto samples = sounds::synthesise(recipe_of(loud + "voice 0\n" + loud + "voice 0\n" + loud));
  CHECK(peak(samples) == 32767);
  // Clipping would flatten a square wave's every top at full scale; scaled, the three voices in phase
  // still reach it, and no sample is past it.
  CHECK(std::none_of(samples.begin(), samples.end(), [](std::int16_t s) { return s == -32768; }));
}

TEST_CASE("a recipe makes the same samples every time, noise included") {
  const sounds::Recipe noisy = recipe_of("wave noise\npitch 3000\nhold 0.2\nvoice 0\nwave saw\nnoise 0.5\n");
  CHECK(sounds::synthesise(noisy) == sounds::synthesise(noisy));
  CHECK(peak(sounds::synthesise(noisy)) > 1000);
}

TEST_CASE("every wave shape sounds: none of them is silent") {
  for (const char* wave : {"sine", "square", "saw", "triangle", "noise"}) {
    CAPTURE(wave);
    CHECK(peak(sounds::synthesise(recipe_of(std::string("wave ") + wave + "\nvolume 0.3\n"))) > 0.2 * 32767);
  }
}

TEST_CASE("a volume of 0 makes silence of the right length") {
  const auto samples = sounds::synthesise(recipe_of("volume 0\nhold 0.1\n"));
  CHECK(peak(samples) == 0);
  CHECK_FALSE(samples.empty());
}
