// SPDX-License-Identifier: MIT
// Fuzzes the sound recipe reader a modder's sounds/ folder goes through, and the synthesiser after it:
// every error is placed in the file, a recipe that reads makes a sound exactly as long as it says,
// the same sound twice, in a WAV file of the right size.
// corpus/fuzz_sound_recipe/ holds the game's own recipes (assets/sounds/).
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "core/text_lines.h"
#include "fuzz_check.h"
#include "sounds/sound_recipe.h"
#include "sounds/synthesiser.h"
#include "sounds/wav_file.h"

namespace {

// Longer sounds are read but not synthesised, so the fuzzer spends its time on the reader.
constexpr double kLongestSynthesised = 1.0;

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  const sounds::RecipeResult result = sounds::parse_recipe(text, "fuzz_sound.txt");
  fuzz::check(result.recipe.has_value() == result.errors.empty(), "exactly one of the recipe and its errors");
  const int last_line = static_cast<int>(core::split_lines(text).size());
  for (const auto& error : result.errors) {
    fuzz::check(error.file == "fuzz_sound.txt", "every error names the file");
    fuzz::check(error.line >= 0 && error.line <= last_line, "every error is on a line of the file");
    fuzz::check(error.column >= 0, "every column is 1-based, or 0 for the whole line");
    fuzz::check(fuzz::is_utf8(core::to_string(error)), "every message is UTF-8");
  }
  if (!result.recipe) return 0;
  const sounds::Recipe& recipe = *result.recipe;
  fuzz::check(!recipe.voices.empty(), "a recipe has a voice");
  fuzz::check(recipe.length() >= 0 && recipe.length() <= sounds::kMaxSoundSeconds, "a sound's length is capped");
  if (recipe.length() > kLongestSynthesised) return 0;
  const auto samples = sounds::synthesise(recipe);
  fuzz::check(samples.size() == static_cast<std::size_t>(std::lround(recipe.length() * sounds::kSampleRate)),
              "a sound lasts as long as its recipe says");
  fuzz::check(sounds::synthesise(recipe) == samples, "a recipe makes the same sound every time");
  fuzz::check(sounds::wav_bytes(samples, sounds::kSampleRate).size() == 44 + 2 * samples.size(),
              "a WAV file holds its samples and one header");
  return 0;
}
