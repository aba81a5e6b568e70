// SPDX-License-Identifier: MIT
#include "sprites/sprite_folder.h"

#include <algorithm>
#include <system_error>

#include "core/asset_files.h"
#include "core/file_reader.h"

namespace sprites {

FileText read_sprite_file_text(const std::filesystem::path& path) {
  core::FileRead read = core::read_regular_file(path, kSpriteFileLimit);
  if (read.ok()) return {std::move(read).value(), std::nullopt};
  return {std::nullopt, core::ParseError{path.string(), 0, 0, "cannot read the file: " + read.error()}};
}

Palette read_palette_file(const std::filesystem::path& palette_file, std::vector<core::ParseError>& errors) {
  const FileText file = read_sprite_file_text(palette_file);
  if (!file.text) {
    errors.push_back({palette_file.string(), 0, 0, "cannot read the palette file"});
    return {};
  }
  PaletteResult result = parse_palette(*file.text, palette_file.string());
  core::append_errors(errors, result.errors);
  return std::move(result.palette);
}

std::optional<Sprite> read_text_sprite(const std::filesystem::path& file, const Palette& palette,
                                       std::vector<core::ParseError>& errors) {
  const FileText read = read_sprite_file_text(file);
  if (!read.text) {
    errors.push_back(*read.error);
    return std::nullopt;
  }
  SpriteResult result = parse_sprite(*read.text, file.string(), palette);
  core::append_errors(errors, result.errors);
  return std::move(result.sprite);
}

SpriteSources load_sprite_sources(const std::filesystem::path& palette_file,
                                  const std::filesystem::path& sprite_folder) {
  SpriteSources sources;
  sources.palette = read_palette_file(palette_file, sources.errors);
  if (!std::filesystem::is_directory(sprite_folder)) {
    sources.errors.push_back({sprite_folder.string(), 0, 0, "expected a folder of sprite files"});
    return sources;
  }
  for (const auto& file : core::list_asset_files(sprite_folder)) {
    if (auto sprite = read_text_sprite(file, sources.palette, sources.errors)) sources.sprites.push_back(*sprite);
  }
  return sources;
}

std::optional<core::ParseError> require_sprite(const SpriteSources& sources, const std::string& name,
                                               const std::filesystem::path& folder, const std::string& why) {
  const bool found = std::any_of(sources.sprites.begin(), sources.sprites.end(),
                                 [&](const Sprite& sprite) { return sprite.name == name; });
  if (found) return std::nullopt;
  return core::ParseError{folder.string(), 0, 0,
                          "expected a valid sprite file \"" + name + ".txt\" (" + why + "), found none"};
}

}  // namespace sprites
