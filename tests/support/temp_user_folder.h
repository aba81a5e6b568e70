// SPDX-License-Identifier: MIT
#pragma once

#include <filesystem>

#include "game/saving/high_scores.h"
#include "temp_folder.h"

// A fresh folder standing in for the player's own folder, removed when the test ends.
struct TempUserFolder : TempFolder {
  TempUserFolder() : TempFolder("user") {}
  std::filesystem::path scores() const { return game::high_scores_path(path); }
};
