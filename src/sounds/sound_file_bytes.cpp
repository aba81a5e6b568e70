// SPDX-License-Identifier: MIT
#include "sounds/sound_file_bytes.h"

#include <vector>

#include "core/file_reader.h"
#include "sounds/sound_folder.h"
#include "sounds/synthesiser.h"
#include "sounds/wav_file.h"

namespace sounds {

SoundBytes sound_file_bytes(const std::filesystem::path& file) {
  if (file.extension() == ".txt") {
    std::vector<core::ParseError> errors;
    const std::optional<Recipe> recipe = read_recipe_file(file, errors);
    if (!recipe) return {"", errors.empty() ? file.string() + ": not a recipe" : core::to_string(errors.front())};
    return {wav_bytes(synthesise(*recipe), kSampleRate), ""};
  }
  core::FileRead read = core::read_regular_file(file, kSoundFileLimit);
  if (!read.ok()) return {"", file.string() + ": " + read.error()};
  return {std::move(read).value(), ""};
}

SoundFileCheck check_sound_file(const std::filesystem::path& file) {
  SoundFileCheck check;
  std::vector<core::ParseError>& errors = check.errors;
  if (file.extension() == ".txt") {
    const std::optional<Recipe> recipe = read_recipe_file(file, errors);
    if (recipe) check.recipe_seconds = recipe->length();
    return check;
  }
  const core::FileRead read = core::read_regular_file(file, kSoundFileLimit);
  if (!read.ok()) {
    errors.push_back({file.string(), 0, 0, "cannot read the sound: " + read.error()});
    return check;
  }
  const std::string& bytes = *read;
  const bool wav = file.extension() == ".wav";
  const bool starts_right =
      wav ? bytes.size() >= 12 && bytes.compare(0, 4, "RIFF") == 0 && bytes.compare(8, 4, "WAVE") == 0
          : bytes.compare(0, 4, "OggS") == 0;
  if (!starts_right) {
    errors.push_back({file.string(), 0, 0,
                      wav ? "expected a WAV file (one that starts \"RIFF\" and \"WAVE\"), found something else"
                          : "expected an Ogg Vorbis file (one that starts \"OggS\"), found something else"});
  }
  return check;
}

}  // namespace sounds
