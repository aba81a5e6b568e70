#pragma once

#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "palette.h"
#include "parse_error.h"
#include "sprite_source.h"

namespace packer {

// Everything read from the palette file and the sprite folder, with every
// problem found in any of them.
struct SpriteSources {
  Palette palette;
  std::vector<Sprite> sprites;  // Sorted by name, for reproducible output.
  std::vector<ParseError> errors;
};

// The whole text of a file, or nothing when it cannot be read.
std::optional<std::string> read_text_file(const std::filesystem::path& path);

// Every "*.txt" directly inside `folder`, sorted by file name.
std::vector<std::filesystem::path> list_sprite_files(const std::filesystem::path& folder);

// Reads the palette, then every sprite file against it.
SpriteSources load_sprite_sources(const std::filesystem::path& palette_file,
                                  const std::filesystem::path& sprite_folder);

// An error unless a sprite called `name` was loaded; `why` says what needs it.
std::optional<ParseError> require_sprite(const SpriteSources& sources, const std::string& name,
                                         const std::filesystem::path& folder, const std::string& why);

}  // namespace packer
