#include "sprite_folder.h"

#include <algorithm>
#include <fstream>
#include <sstream>
#include <system_error>

namespace packer {

namespace {

std::vector<Sprite> parse_sprite_files(const std::vector<std::filesystem::path>& files, const Palette& palette,
                                       std::vector<ParseError>& errors) {
  std::vector<Sprite> sprites;
  for (const auto& file : files) {
    const auto text = read_text_file(file);
    if (!text) {
      errors.push_back({file.string(), 0, 0, "cannot read the sprite file"});
      continue;
    }
    auto result = parse_sprite(*text, file.string(), palette);
    append_errors(errors, result.errors);
    if (result.sprite) sprites.push_back(std::move(*result.sprite));
  }
  return sprites;
}

}  // namespace

std::optional<std::string> read_text_file(const std::filesystem::path& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) return std::nullopt;
  std::ostringstream text;
  text << in.rdbuf();
  if (in.bad()) return std::nullopt;
  return text.str();
}

std::vector<std::filesystem::path> list_sprite_files(const std::filesystem::path& folder) {
  std::vector<std::filesystem::path> files;
  std::error_code error;
  for (const auto& entry : std::filesystem::directory_iterator(folder, error)) {
    if (entry.is_regular_file() && entry.path().extension() == ".txt") {
      files.push_back(entry.path());
    }
  }
  std::sort(files.begin(), files.end(),
            [](const auto& a, const auto& b) { return a.filename().string() < b.filename().string(); });
  return files;
}

SpriteSources load_sprite_sources(const std::filesystem::path& palette_file,
                                  const std::filesystem::path& sprite_folder) {
  SpriteSources sources;
  if (const auto text = read_text_file(palette_file)) {
    auto result = parse_palette(*text, palette_file.string());
    sources.palette = std::move(result.palette);
    append_errors(sources.errors, result.errors);
  } else {
    sources.errors.push_back({palette_file.string(), 0, 0, "cannot read the palette file"});
  }
  if (!std::filesystem::is_directory(sprite_folder)) {
    sources.errors.push_back({sprite_folder.string(), 0, 0, "expected a folder of sprite files"});
    return sources;
  }
  sources.sprites = parse_sprite_files(list_sprite_files(sprite_folder), sources.palette, sources.errors);
  return sources;
}

std::optional<ParseError> require_sprite(const SpriteSources& sources, const std::string& name,
                                         const std::filesystem::path& folder, const std::string& why) {
  const bool found = std::any_of(sources.sprites.begin(), sources.sprites.end(),
                                 [&](const Sprite& sprite) { return sprite.name == name; });
  if (found) return std::nullopt;
  return ParseError{folder.string(), 0, 0,
                    "expected a valid sprite file \"" + name + ".txt\" (" + why + "), found none"};
}

}  // namespace packer
