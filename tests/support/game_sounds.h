// SPDX-License-Identifier: MIT
#pragma once

#include <filesystem>
#include <fstream>
#include <string>

// Fills `folder` as a stand-in for the game's own sound folder: an empty WAV file for each of the
// game's recipes (MOUSEKING_TEST_SOUND_RECIPES), so content checked against it finds every sound the
// shipped data names, however many it comes to name. The game's own files are not decoded by the check.
inline void add_game_sounds(const std::filesystem::path& folder) {
  std::filesystem::create_directories(folder);
  for (const auto& recipe : std::filesystem::directory_iterator(MOUSEKING_TEST_SOUND_RECIPES)) {
    if (recipe.path().extension() == ".txt") std::ofstream(folder / (recipe.path().stem().string() + ".wav"));
  }
}
