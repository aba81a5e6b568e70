// SPDX-License-Identifier: MIT
// Fuzzes the sprite readers a modder's sprites/ folder goes through: the palette, a text sprite read
// against it, and the PNG header check that runs before any PNG is decoded.
//
// Input format: the palette text, the line "--8<--" (the bytes "\n--8<--\n"), then the sprite text. Without
// the separator the whole input is the sprite and the palette is empty ('.' only).
// corpus/fuzz_sprite_file/ holds shipped sprites joined so with assets/palette.txt.
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "core/text_lines.h"
#include "fuzz_check.h"
#include "sprites/layered_sprites.h"
#include "sprites/palette.h"
#include "sprites/sprite_source.h"

namespace {

constexpr std::string_view kSeparator = "\n--8<--\n";

void check_placed(const std::vector<core::ParseError>& errors, std::string_view text, const std::string& file) {
  // A place one line past the last is allowed: a missing row is reported where it should have started.
  const int last_line = static_cast<int>(core::split_lines(text).size()) + 1;
  for (const auto& error : errors) {
    fuzz::check(error.file == file, "every error names the file it was found in");
    fuzz::check(error.line >= 0 && error.line <= last_line, "every error is on a line of the file, or just past it");
    fuzz::check(error.column >= 0, "every column is 1-based, or 0 for the whole line");
    fuzz::check(!error.message.empty(), "every error says what is wrong");
    fuzz::check(fuzz::is_utf8(core::to_string(error)), "every message is UTF-8");
  }
}

bool in_palette(const sprites::Palette& palette, sprites::Rgba colour) {
  return std::any_of(palette.colours.begin(), palette.colours.end(),
                     [&](const auto& entry) { return entry.second == colour; });
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view input(reinterpret_cast<const char*>(data), size);
  const std::size_t split = input.find(kSeparator);
  const std::string_view palette_text = split == std::string_view::npos ? "" : input.substr(0, split);
  const std::string_view sprite_text =
      split == std::string_view::npos ? input : input.substr(split + kSeparator.size());

  const sprites::PaletteResult palette = sprites::parse_palette(palette_text, "palette.txt");
  check_placed(palette.errors, palette_text, "palette.txt");
  fuzz::check(palette.palette.find(sprites::kTransparentChar) == sprites::kTransparent, "'.' is transparent");

  const sprites::SpriteResult sprite = sprites::parse_sprite(sprite_text, "fuzz_sprite.txt", palette.palette);
  fuzz::check(sprite.sprite.has_value() == sprite.errors.empty(), "exactly one of the sprite and its errors");
  check_placed(sprite.errors, sprite_text, "fuzz_sprite.txt");
  if (sprite.sprite) {
    const sprites::PixelImage& pixels = sprite.sprite->pixels;
    fuzz::check(pixels.width == sprites::kTileSize && pixels.height == sprites::kTileSize, "a sprite is one tile");
    fuzz::check(pixels.pixels.size() == static_cast<std::size_t>(pixels.width * pixels.height), "every pixel is set");
    for (const sprites::Rgba colour : pixels.pixels) {
      fuzz::check(in_palette(palette.palette, colour), "every pixel is a colour of the palette");
    }
  }

  if (const auto png_size = sprites::png_header_size(input)) {
    fuzz::check(input.starts_with("\x89PNG"), "only bytes that start like a PNG have a PNG size");
    fuzz::check(png_size->first >= 0 && png_size->second >= 0, "a PNG's size is never negative");
  }
  return 0;
}
