#include "sounds/sound_file_bytes.h"

#include <vector>

#include "core/file_reader.h"
#include "sounds/sound_folder.h"
#include "sounds/synthesiser.h"
#include "sounds/wav_file.h"

namespace sounds {

SoundBytes sound_file_bytes(const std::filesystem::path& file) {
  if (file.extension() == ".txt") {
    std::vector<sprites::ParseError> errors;
    const std::optional<Recipe> recipe = read_recipe_file(file, errors);
    if (!recipe) return {"", errors.empty() ? file.string() + ": not a recipe" : sprites::to_string(errors.front())};
    return {wav_bytes(synthesise(*recipe), kSampleRate), ""};
  }
  core::FileReadResult read = core::read_regular_file(file, kMaxSoundFileBytes);
  if (!read.ok()) return {"", file.string() + ": " + read.problem};
  return {std::move(read.bytes), ""};
}

}  // namespace sounds
