// SPDX-License-Identifier: MIT
#pragma once

#include <cstddef>
#include <filesystem>
#include <string>
#include <vector>

#include "core/parse_error.h"

namespace sounds {

// The largest WAV or Ogg file played: an effect is a few KB, the ambient loop under a MB; a larger
// file is refused unread rather than held in memory.
inline constexpr std::size_t kSoundFileLimit = 16 * 1024 * 1024;

// The bytes the mixer can play for one sound file, or what kept it from being read.
struct SoundBytes {
  std::string bytes;    // a WAV or Ogg file's contents; empty when it could not be read
  std::string problem;  // "hit.txt:3:7: expected a number, found \"loud\"", "it is a named pipe, not a file"
};

// A WAV or Ogg file as it is (the mixer decodes it), or a recipe (".txt") synthesised into WAV bytes.
// Only regular files are read, up to kSoundFileLimit (see core/file_reader.h).
SoundBytes sound_file_bytes(const std::filesystem::path& file);

// The most seconds of sound the recipes of one folder (a mod's sounds/) may make together, so that
// the memory they take once played stays small (the game's own make 15).
inline constexpr double kMaxFolderRecipeSeconds = 120.0;

// What is wrong with a sound file a mod brings, found before it is ever played: a recipe's mistakes
// at their line and column, or a ".wav" or ".ogg" file that cannot be read or does not start as one.
// No errors when the file can be played as far as can be told without decoding it.
struct SoundFileCheck {
  std::vector<core::ParseError> errors;
  double recipe_seconds = 0.0;  // how long the sound a sound recipe makes lasts; 0 for other files
};
SoundFileCheck check_sound_file(const std::filesystem::path& file);

}  // namespace sounds
