// SPDX-License-Identifier: MIT
#pragma once

#include <filesystem>
#include <map>
#include <optional>
#include <string>
#include <string_view>

namespace render {

// Where one sprite sits in the atlas image, in pixels.
struct AtlasRect {
  int x = 0, y = 0, w = 0, h = 0;
};

// The named rectangles of the texture atlas, as read from atlas.json.
struct AtlasIndex {
  std::string image_file;  // Relative to the index file's folder.
  int tile_size = 16;
  std::map<std::string, AtlasRect> sprites;
};

// Either an index or a message that names the file and what is wrong (one
// problem per line when there are several).
struct AtlasIndexResult {
  std::optional<AtlasIndex> index;
  std::string error;
};

// The sprite drawn for any name the atlas lacks; every index must have it.
inline constexpr std::string_view kMissingSpriteName = "missing";

// Reads the text of an atlas.json; `file_name` is only used in messages.
AtlasIndexResult parse_atlas_index(std::string_view json_text, const std::string& file_name);

// Reads and parses the file; a missing or unreadable file is an error that
// names it.
AtlasIndexResult load_atlas_index(const std::filesystem::path& path);

}  // namespace render
