// SPDX-License-Identifier: MIT
#pragma once

#include <string>

// A 16x16 text sprite of one palette character, as a layer's sprites/NAME.txt holds it.
inline std::string filled_sprite(char c) {
  std::string text;
  for (int y = 0; y < 16; ++y) text += std::string(16, c) + "\n";
  return text;
}
