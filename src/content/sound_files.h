// SPDX-License-Identifier: MIT
#pragma once

#include <filesystem>
#include <map>
#include <string>
#include <vector>

namespace content {

// The file extensions a sound may have: a WAV or Ogg Vorbis file, or a text recipe the game
// synthesises as the build does its own (assets/sounds/README.md).
inline constexpr const char* kSoundExtensions[] = {".wav", ".ogg", ".txt"};

// The sounds content may name, each with the file it plays, and the files that could not be sounds.
struct SoundFiles {
  std::map<std::string, std::filesystem::path> by_name;
  std::vector<std::string> problems;  // "more_mice/sounds/Big Squeak.wav: expected a file name of ..."
};

// The game's own sounds (the files of `sound_dir`), then each of `mod_folders`' sounds/ folder over
// them, in the order given (the order the mods load): a mod's "hit.ogg" replaces the game's "hit".
// Within one folder, WAV wins over Ogg over a recipe. A missing folder has no sounds.
SoundFiles find_sound_files(const std::filesystem::path& sound_dir,
                            const std::vector<std::filesystem::path>& mod_folders);

}  // namespace content
