// SPDX-License-Identifier: MIT
#pragma once

#include <string>

namespace game {

// Why a saved run cannot be used, in words a player understands ("it was made by a newer version of
// Mouse King ..."), and whether the file itself is sound.
struct SaveFailure {
  std::string message;
  // Whether the problem is only that the game's data lacks a name the save needs: the save is kept
  // where it is, to continue once the data has that name again.
  bool data_mismatch = false;
};

}  // namespace game
