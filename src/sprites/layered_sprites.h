// SPDX-License-Identifier: MIT
#pragma once

#include <filesystem>
#include <functional>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/parse_error.h"
#include "sprites/palette.h"
#include "sprites/pixel_image.h"
#include "sprites/sprite_source.h"

namespace sprites {

// Pixels decoded from an image file's bytes, or why they could not be.
struct DecodedImage {
  std::optional<PixelImage> image;
  std::string problem;
};

// Turns the bytes of a PNG file into pixels. Decoding needs an image library,
// so the SDL boundary provides it; this library only checks the header first.
using ImageDecoder = std::function<DecodedImage(std::string_view bytes)>;

// The width and height a PNG file's header declares, or nothing when the bytes
// do not start like a PNG. Read before decoding, so a 16x16 sprite that claims to
// be 30000x30000 is refused without unpacking it.
std::optional<std::pair<int, int>> png_header_size(std::string_view bytes);

// The sprites of several folders laid over each other, base first: a later
// folder's sprite replaces an earlier one of the same name. A folder holds
// "NAME.txt" in the palette's characters (see sprite_source.h) and 16x16
// "NAME.png" files. Every problem in any file is kept, placed at its file, line and column.
class LayeredSprites {
 public:
  // `palette_file` is read once, when the first text sprite needs it.
  LayeredSprites(std::filesystem::path palette_file, ImageDecoder decode_png);

  // A sprite already in pixels, such as one cut from the shipped atlas.
  void add(Sprite sprite);
  // Every sprite file directly in `folder`; a folder that does not exist adds nothing. Messages name
  // the folder `shown_as` ("more_mice/sprites"), as content errors name a mod's files; by default as given.
  void add_folder(const std::filesystem::path& folder, const std::string& shown_as = {});

  const std::vector<core::ParseError>& errors() const { return errors_; }
  // Every sprite, sorted by name.
  std::vector<Sprite> sprites() const;
  std::size_t size() const { return sprites_.size(); }

 private:
  std::optional<Sprite> read_png_sprite(const std::filesystem::path& file);
  const Palette* palette();
  void check_one_file_per_name(const std::vector<std::filesystem::path>& files);
  void read_folder(const std::filesystem::path& folder);

  std::filesystem::path palette_file_;
  ImageDecoder decode_png_;
  std::optional<Palette> palette_;
  bool palette_broken_ = false;
  std::map<std::string, Sprite> sprites_;
  std::vector<core::ParseError> errors_;
};

}  // namespace sprites
