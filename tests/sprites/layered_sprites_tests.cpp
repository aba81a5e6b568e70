// SPDX-License-Identifier: MIT
#include <doctest/doctest.h>

#include <filesystem>
#include <string>

#include "file_text.h"
#include "sprite_test_colours.h"
#include "sprites/layered_sprites.h"
#include "temp_folder.h"

using sprites::LayeredSprites;
using sprites::Rgba;

namespace {

// A sprite file filled with one palette character.
std::string filled_rows(char c) {
  std::string text;
  for (int y = 0; y < sprites::kTileSize; ++y) text += std::string(sprites::kTileSize, c) + '\n';
  return text;
}

// The first bytes of a PNG whose header claims the given size; the rest is not a real image.
std::string png_header(int width, int height) {
  std::string bytes = "\x89PNG\r\n\x1a\n";
  bytes += std::string("\0\0\0\x0d", 4) + "IHDR";
  for (int value : {width, height}) {
    for (int shift = 24; shift >= 0; shift -= 8) bytes += static_cast<char>((value >> shift) & 0xff);
  }
  return bytes + std::string("\x08\x06\0\0\0", 5);
}

// A decoder that hands back a blue tile of the size the header claims, counting its calls.
struct FakeDecoder {
  int* calls;
  sprites::DecodedImage operator()(std::string_view bytes) const {
    ++*calls;
    const auto size = sprites::png_header_size(bytes);
    sprites::PixelImage image(size->first, size->second);
    for (auto& pixel : image.pixels) pixel = kBlue;
    return {image, ""};
  }
};

// Two layer folders and a palette with red 'r' and blue 'b'.
struct Layers {
  TempFolder root{"sprite-layers"};
  std::filesystem::path palette = root.path / "palette.txt";
  std::filesystem::path base = root.path / "base";
  std::filesystem::path mod = root.path / "mod";
  int decoded = 0;

  Layers() {
    write_text(palette, "r #FF0000\nb #0000FF\n");
    std::filesystem::create_directories(base);
    std::filesystem::create_directories(mod);
  }
  LayeredSprites read() { return LayeredSprites(palette, FakeDecoder{&decoded}); }
};

std::string all_errors(const LayeredSprites& layered) {
  std::string text;
  for (const auto& error : layered.errors()) text += core::to_string(error) + "\n";
  return text;
}

}  // namespace

TEST_CASE("a later folder's sprite replaces the earlier one of the same name, and the others stay") {
  Layers layers;
  write_text(layers.base / "neo_mouse.txt", filled_rows('r'));
  write_text(layers.base / "wall.txt", filled_rows('r'));
  write_text(layers.mod / "neo_mouse.txt", filled_rows('b'));
  LayeredSprites layered = layers.read();
  layered.add_folder(layers.base);
  layered.add_folder(layers.mod);
  REQUIRE_MESSAGE(layered.errors().empty(), all_errors(layered));
  const auto all = layered.sprites();
  REQUIRE(all.size() == 2);
  CHECK(all[0].name == "neo_mouse");
  CHECK(all[0].pixels.at(3, 3) == kBlue);
  CHECK(all[1].name == "wall");
  CHECK(all[1].pixels.at(3, 3) == kRed);
}

TEST_CASE("a layer without a sprites folder adds nothing and is no error") {
  Layers layers;
  LayeredSprites layered = layers.read();
  layered.add_folder(layers.root.path / "no_such_folder");
  CHECK(layered.errors().empty());
  CHECK(layered.size() == 0);
}

TEST_CASE("an unknown palette character in a layer's sprite is placed at its file, line and column") {
  Layers layers;
  std::string rows = filled_rows('r');
  rows[2 * (sprites::kTileSize + 1) + 4] = 'Z';  // line 3, column 5
  write_text(layers.mod / "bad_mouse.txt", rows);
  LayeredSprites layered = layers.read();
  layered.add_folder(layers.mod);
  CHECK(all_errors(layered).find((layers.mod / "bad_mouse.txt").string() +
                                 ":3:5: expected a character from the palette, found 'Z'") != std::string::npos);
  CHECK(layered.size() == 0);
}

TEST_CASE("a 16x16 PNG sprite is decoded and named for its file") {
  Layers layers;
  write_text(layers.mod / "blue_slime.png", png_header(16, 16));
  LayeredSprites layered = layers.read();
  layered.add_folder(layers.mod);
  REQUIRE_MESSAGE(layered.errors().empty(), all_errors(layered));
  REQUIRE(layered.size() == 1);
  CHECK(layered.sprites()[0].name == "blue_slime");
  CHECK(layered.sprites()[0].pixels.at(15, 15) == kBlue);
}

TEST_CASE("a PNG of the wrong size is refused from its header, without decoding it") {
  Layers layers;
  write_text(layers.mod / "huge.png", png_header(30000, 30000));
  LayeredSprites layered = layers.read();
  layered.add_folder(layers.mod);
  CHECK(all_errors(layered).find("huge.png: expected a 16x16 image, found 30000x30000") != std::string::npos);
  CHECK(layers.decoded == 0);
}

TEST_CASE("a file named .png that is not one, and a PNG the decoder rejects, are errors naming the file") {
  Layers layers;
  write_text(layers.mod / "not_a_png.png", "GIF89a, not a PNG at all");
  write_text(layers.mod / "broken.png", png_header(16, 16));
  LayeredSprites layered(layers.palette, [](std::string_view) { return sprites::DecodedImage{{}, "bad CRC"}; });
  layered.add_folder(layers.mod);
  const std::string errors = all_errors(layered);
  CHECK(errors.find("not_a_png.png: expected a PNG image, found a file that does not start like one") !=
        std::string::npos);
  CHECK(errors.find("broken.png: expected a readable PNG image: bad CRC") != std::string::npos);
}

TEST_CASE("a .txt and a .png of one name in one folder is an error, not a silent choice") {
  Layers layers;
  write_text(layers.mod / "twin.txt", filled_rows('r'));
  write_text(layers.mod / "twin.png", png_header(16, 16));
  LayeredSprites layered = layers.read();
  layered.add_folder(layers.mod);
  CHECK(all_errors(layered).find("expected one file for the sprite \"twin\"") != std::string::npos);
}

TEST_CASE("a sprite file that cannot be read, and a sprite name content cannot use, are errors") {
  Layers layers;
  std::filesystem::create_symlink(layers.root.path / "nowhere.txt", layers.mod / "dangling.txt");
  write_text(layers.mod / "Big Mouse.png", png_header(16, 16));
  LayeredSprites layered = layers.read();
  layered.add_folder(layers.mod);
  const std::string errors = all_errors(layered);
  CHECK(errors.find("dangling.txt: cannot read the file") != std::string::npos);
  CHECK(errors.find("Big Mouse.png: expected a file name of lower-case letters") != std::string::npos);
}

TEST_CASE("the palette is read only when a text sprite needs it, and its errors are reported once") {
  Layers layers;
  std::filesystem::remove(layers.palette);
  write_text(layers.mod / "only.png", png_header(16, 16));
  LayeredSprites png_only = layers.read();
  png_only.add_folder(layers.mod);
  CHECK(png_only.errors().empty());

  write_text(layers.base / "a.txt", filled_rows('r'));
  write_text(layers.base / "b.txt", filled_rows('r'));
  LayeredSprites with_text = layers.read();
  with_text.add_folder(layers.base);
  REQUIRE(with_text.errors().size() == 1);
  CHECK(all_errors(with_text).find("palette.txt: cannot read the palette file") != std::string::npos);
}
