// SPDX-License-Identifier: MIT
#pragma once

#include <cstddef>
#include <filesystem>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/parse_error.h"
#include "sprites/palette.h"
#include "sprites/sprite_source.h"

namespace sprites {

// The largest palette or sprite file read: a text sprite is about 300 bytes and a 16x16 PNG a
// few hundred, so anything near this is not a sprite, and is refused before it fills memory.
inline constexpr std::size_t kSpriteFileLimit = 256 * 1024;

// Everything read from the palette file and the sprite folder, with every
// problem found in any of them.
struct SpriteSources {
  Palette palette;
  std::vector<Sprite> sprites;  // Sorted by name, for reproducible output.
  std::vector<core::ParseError> errors;
};

// The whole of a palette or sprite file, or the error that says why it could not be read.
struct FileText {
  std::optional<std::string> text;
  std::optional<core::ParseError> error;
};
FileText read_sprite_file_text(const std::filesystem::path& path);

// Reads and parses one palette file; its problems are added to `errors`.
Palette read_palette_file(const std::filesystem::path& palette_file, std::vector<core::ParseError>& errors);

// Reads and parses one text sprite file; its problems are added to `errors`.
std::optional<Sprite> read_text_sprite(const std::filesystem::path& file, const Palette& palette,
                                       std::vector<core::ParseError>& errors);

// Reads the palette, then every sprite file against it.
SpriteSources load_sprite_sources(const std::filesystem::path& palette_file,
                                  const std::filesystem::path& sprite_folder);

// An error unless a sprite called `name` was loaded; `why` says what needs it.
std::optional<core::ParseError> require_sprite(const SpriteSources& sources, const std::string& name,
                                               const std::filesystem::path& folder, const std::string& why);

}  // namespace sprites
