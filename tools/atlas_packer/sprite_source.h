#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "palette.h"
#include "parse_error.h"
#include "pixel_image.h"

namespace packer {

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
  std::vector<ParseError> errors;
};

// The sprite's name: the file name without folders and extension.
std::string sprite_name_from_file(const std::string& file_name);

// Reads a sprite file: optional ';' comment lines at the top, then exactly
// kTileSize rows of kTileSize palette characters.
SpriteResult parse_sprite(std::string_view text, const std::string& file_name, const Palette& palette);

}  // namespace packer
