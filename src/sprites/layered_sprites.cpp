// SPDX-License-Identifier: MIT
#include "sprites/layered_sprites.h"

#include <algorithm>
#include <set>
#include <system_error>

#include "core/asset_files.h"
#include "sprites/sprite_folder.h"

namespace sprites {

namespace {

constexpr std::string_view kPngSignature = "\x89PNG\r\n\x1a\n";

// A big-endian 32-bit number at `offset`, as PNG stores them.
std::uint32_t read_big_endian(std::string_view bytes, std::size_t offset) {
  std::uint32_t value = 0;
  for (std::size_t i = 0; i < 4; ++i) value = (value << 8) | static_cast<unsigned char>(bytes[offset + i]);
  return value;
}

std::string size_text(int width, int height) {
  return std::to_string(width) + "x" + std::to_string(height);
}

std::string expected_tile_size() {
  return "expected a " + size_text(kTileSize, kTileSize) + " image";
}

}  // namespace

std::optional<std::pair<int, int>> png_header_size(std::string_view bytes) {
  // The signature, then the IHDR chunk: length, type, width, height.
  constexpr std::size_t kHeaderEnd = 8 + 4 + 4 + 4 + 4;
  if (bytes.size() < kHeaderEnd || !bytes.starts_with(kPngSignature) || bytes.substr(12, 4) != "IHDR") {
    return std::nullopt;
  }
  const std::uint32_t width = read_big_endian(bytes, 16);
  const std::uint32_t height = read_big_endian(bytes, 20);
  constexpr std::uint32_t kLargest = 1u << 30;  // keeps the numbers an int, whatever the file claims
  return std::pair{static_cast<int>(std::min(width, kLargest)), static_cast<int>(std::min(height, kLargest))};
}

LayeredSprites::LayeredSprites(std::filesystem::path palette_file, ImageDecoder decode_png)
    : palette_file_(std::move(palette_file)), decode_png_(std::move(decode_png)) {}

void LayeredSprites::add(Sprite sprite) {
  std::string name = sprite.name;
  sprites_.insert_or_assign(std::move(name), std::move(sprite));
}

void LayeredSprites::add_folder(const std::filesystem::path& folder, const std::string& shown_as) {
  const std::size_t errors_before = errors_.size();
  read_folder(folder);
  if (shown_as.empty()) return;
  const std::string given = folder.string();
  for (std::size_t i = errors_before; i < errors_.size(); ++i) {
    std::string& file = errors_[i].file;
    if (file.starts_with(given)) file = shown_as + file.substr(given.size());
  }
}

void LayeredSprites::read_folder(const std::filesystem::path& folder) {
  std::error_code error;
  if (!std::filesystem::exists(folder, error)) return;
  if (!std::filesystem::is_directory(folder, error)) {
    errors_.push_back({folder.string(), 0, 0, "expected a folder of sprite files"});
    return;
  }
  const std::vector<std::filesystem::path> text_files = core::list_asset_files(folder, ".txt");
  const std::vector<std::filesystem::path> png_files = core::list_asset_files(folder, ".png");
  std::vector<std::filesystem::path> all = text_files;
  all.insert(all.end(), png_files.begin(), png_files.end());
  check_one_file_per_name(all);
  for (const auto& file : text_files) {
    const Palette* colours = palette();
    if (colours == nullptr) break;  // the palette's own error says why
    if (auto sprite = read_text_sprite(file, *colours, errors_)) add(std::move(*sprite));
  }
  for (const auto& file : png_files) {
    if (auto sprite = read_png_sprite(file)) add(std::move(*sprite));
  }
}

// "neo_mouse.txt" beside "neo_mouse.png" would leave which one is drawn to the order files are read.
void LayeredSprites::check_one_file_per_name(const std::vector<std::filesystem::path>& files) {
  std::set<std::string> names;
  for (const auto& file : files) {
    const std::string name = core::asset_name_of(file.string());
    if (!names.insert(name).second) {
      errors_.push_back({file.string(), 0, 0,
                         "expected one file for the sprite \"" + name + "\", found a .txt and a .png of that name"});
    }
  }
}

std::vector<Sprite> LayeredSprites::sprites() const {
  std::vector<Sprite> sorted;
  sorted.reserve(sprites_.size());
  for (const auto& [name, sprite] : sprites_) sorted.push_back(sprite);
  return sorted;
}

const Palette* LayeredSprites::palette() {
  if (!palette_ && !palette_broken_) {
    const std::size_t errors_before = errors_.size();
    palette_ = read_palette_file(palette_file_, errors_);
    palette_broken_ = errors_.size() != errors_before;
  }
  return palette_broken_ ? nullptr : &*palette_;
}

std::optional<Sprite> LayeredSprites::read_png_sprite(const std::filesystem::path& file) {
  const std::string file_name = file.string();
  const std::string name = core::asset_name_of(file_name);
  if (auto name_error = check_sprite_name(name, file_name)) {
    errors_.push_back(std::move(*name_error));
    return std::nullopt;
  }
  const FileText read = read_sprite_file_text(file);
  if (!read.text) {
    errors_.push_back(*read.error);
    return std::nullopt;
  }
  const auto size = png_header_size(*read.text);
  if (!size) {
    errors_.push_back({file_name, 0, 0, "expected a PNG image, found a file that does not start like one"});
    return std::nullopt;
  }
  if (*size != std::pair{kTileSize, kTileSize}) {
    errors_.push_back({file_name, 0, 0, expected_tile_size() + ", found " + size_text(size->first, size->second)});
    return std::nullopt;
  }
  if (!decode_png_) {
    errors_.push_back({file_name, 0, 0, "PNG sprites cannot be read here"});
    return std::nullopt;
  }
  DecodedImage decoded = decode_png_(*read.text);
  if (!decoded.image) {
    errors_.push_back({file_name, 0, 0, "expected a readable PNG image: " + decoded.problem});
    return std::nullopt;
  }
  if (decoded.image->width != kTileSize || decoded.image->height != kTileSize) {
    errors_.push_back(
        {file_name, 0, 0, expected_tile_size() + ", found " + size_text(decoded.image->width, decoded.image->height)});
    return std::nullopt;
  }
  return Sprite{name, std::move(*decoded.image)};
}

}  // namespace sprites
