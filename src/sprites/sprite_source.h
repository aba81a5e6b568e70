// SPDX-License-Identifier: MIT
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/parse_error.h"
#include "sprites/palette.h"
#include "sprites/pixel_image.h"

namespace sprites {

// Every sprite is one tile: this many pixels wide and high.
inline constexpr int kTileSize = 16;

// One tile of pixel art, named for the file it came from ("neo_mouse.txt"
// gives "neo_mouse"), which is the name content files refer to.
struct Sprite {
  std::string name;
  PixelImage pixels;
};

// A sprite when the file is well formed, otherwise every problem found.
struct SpriteResult {
  std::optional<Sprite> sprite;
  std::vector<core::ParseError> errors;
};

// An error unless `name` (a sprite's name, from its file's) is lower-case
// letters, digits and '_': content files and code use it as a key.
std::optional<core::ParseError> check_sprite_name(const std::string& name, const std::string& file_name);

// Reads a sprite file: optional ';' comment lines at the top, then exactly
// kTileSize rows of kTileSize palette characters.
SpriteResult parse_sprite(std::string_view text, const std::string& file_name, const Palette& palette);

}  // namespace sprites
