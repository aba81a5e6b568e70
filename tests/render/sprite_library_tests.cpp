// SPDX-License-Identifier: MIT
// Where the game's sprites come from at start-up and on F5: the base (the sprite sources of the build tree, or
// the shipped atlas), then the sprites/ folder of each layer, PNG files read with SDL2_image.
#include <doctest/doctest.h>
#include <sys/stat.h>

#include <filesystem>
#include <string>

#include "file_text.h"
#include "render/pixel_surface.h"
#include "render/sprite_library.h"
#include "temp_folder.h"
#include "text_sprites.h"

namespace {

const std::filesystem::path kBuiltResources = MOUSEKING_TEST_RESOURCE_DIR;
constexpr sprites::Rgba kWhite{0xe8, 0xee, 0xf0, 0xff};  // 'w' in assets/palette.txt
constexpr sprites::Rgba kGreen{0, 0xc0, 0, 0xff};

// The colour of a sprite's top-left pixel in the packed picture.
sprites::Rgba corner_of(const render::PackedSprites& packed, const std::string& name) {
  const render::AtlasRect& rect = packed.index.sprites.at(name);
  return packed.image.at(rect.x, rect.y);
}

render::PackedSprites require_packed(const render::SpriteBuild& build) {
  REQUIRE_MESSAGE(build.packed, build.error_text());
  return *build.packed;
}

// A copy of the game's own files: the sprite sources as in the build tree, or only the shipped atlas as installed.
struct GameFiles {
  TempFolder root{"game-files"};
  std::filesystem::path resources = root.path / "share";
  std::filesystem::path mod = root.path / "mod";

  explicit GameFiles(bool from_source_tree) {
    std::filesystem::create_directories(resources);
    std::filesystem::create_directories(mod / "sprites");
    std::filesystem::copy_file(kBuiltResources / "palette.txt", resources / "palette.txt");
    if (from_source_tree) {
      std::filesystem::copy(kBuiltResources / "sprite_sources", resources / "sprite_sources",
                            std::filesystem::copy_options::recursive);
    } else {
      std::filesystem::copy_file(kBuiltResources / "atlas.json", resources / "atlas.json");
      std::filesystem::copy_file(kBuiltResources / "atlas.png", resources / "atlas.png");
    }
  }
  render::SpriteBuild build() const { return render::build_sprites({resources, {mod}}); }
};

}  // namespace

TEST_CASE("in the build tree the base sprites are read from their sources, so an edited source shows") {
  GameFiles files(true);
  const render::PackedSprites before = require_packed(files.build());
  CHECK(before.index.sprites.contains("neo_mouse"));
  CHECK(corner_of(before, "neo_mouse") != kWhite);
  write_text(files.resources / "sprite_sources" / "neo_mouse.txt", filled_sprite('w'));
  CHECK(corner_of(require_packed(files.build()), "neo_mouse") == kWhite);
}

TEST_CASE("an installed game's base sprites are the shipped atlas's, and a layer adds to and replaces them") {
  GameFiles files(false);
  const render::AtlasIndexResult shipped = render::load_atlas_index(kBuiltResources / "atlas.json");
  REQUIRE(shipped.index);
  write_text(files.mod / "sprites" / "neo_mouse.txt", filled_sprite('w'));
  write_text(files.mod / "sprites" / "cave_newt.txt", filled_sprite('w'));
  const render::PackedSprites packed = require_packed(files.build());
  CHECK(packed.index.sprites.size() == shipped.index->sprites.size() + 1);
  CHECK(corner_of(packed, "neo_mouse") == kWhite);
  CHECK(corner_of(packed, "cave_newt") == kWhite);
  // A sprite no layer touches keeps the shipped pixels, wherever the new atlas put it.
  const render::PackedSprites base_only = require_packed(render::build_sprites({files.resources, {}}));
  const render::AtlasRect& wall = packed.index.sprites.at("wall_top");
  const render::AtlasRect& base_wall = base_only.index.sprites.at("wall_top");
  for (int y = 0; y < 16; ++y) {
    for (int x = 0; x < 16; ++x) {
      CHECK(packed.image.at(wall.x + x, wall.y + y) == base_only.image.at(base_wall.x + x, base_wall.y + y));
    }
  }
}

TEST_CASE("a 16x16 PNG in a layer is read with SDL2_image: a PNG of another size or a broken one is an error") {
  GameFiles files(true);
  sprites::PixelImage green(16, 16);
  for (auto& pixel : green.pixels) pixel = kGreen;
  REQUIRE_FALSE(render::save_png(green, files.mod / "sprites" / "green_slime.png"));
  CHECK(corner_of(require_packed(files.build()), "green_slime") == kGreen);

  REQUIRE_FALSE(render::save_png(sprites::PixelImage(16, 17), files.mod / "sprites" / "tall.png"));
  std::string broken = read_text(files.mod / "sprites" / "green_slime.png");
  broken.resize(40);  // the header survives, the pixels do not
  write_text(files.mod / "sprites" / "cut_short.png", broken);
  const render::SpriteBuild build = files.build();
  CHECK_FALSE(build.packed);
  const std::string errors = build.error_text();
  CHECK(errors.find("tall.png: expected a 16x16 image, found 16x17") != std::string::npos);
  CHECK(errors.find("cut_short.png: expected a readable PNG image") != std::string::npos);
}

TEST_CASE("without a missing sprite there is no atlas, since unknown names draw it") {
  GameFiles files(true);
  std::filesystem::remove(files.resources / "sprite_sources" / "missing.txt");
  CHECK(files.build().error_text().find("expected a sprite \"missing\"") != std::string::npos);
}

// Each of these would wait for a writer for ever if read with IMG_Load on its path.
TEST_CASE("a named pipe in place of the shipped atlas, a layer's PNG or the icon is refused at once, never waited on") {
  GameFiles files(false);
  std::filesystem::remove(files.resources / "atlas.png");
  REQUIRE(mkfifo((files.resources / "atlas.png").c_str(), 0600) == 0);
  CHECK(files.build().error_text().find("named pipe") != std::string::npos);

  GameFiles layered(true);
  REQUIRE(mkfifo((layered.mod / "sprites" / "pipe.png").c_str(), 0600) == 0);
  CHECK(layered.build().error_text().find("named pipe") != std::string::npos);

  std::string problem;
  CHECK_FALSE(render::load_image_surface(layered.mod / "sprites" / "pipe.png", problem));
  CHECK(problem.find("named pipe") != std::string::npos);
}

TEST_CASE("an image file over the largest the game reads is refused without being read") {
  GameFiles files(true);
  const std::filesystem::path huge = files.mod / "sprites" / "huge.png";
  write_text(huge, "");
  std::filesystem::resize_file(huge, render::kImageFileLimit + 1);  // sparse: no disk is used
  const render::PixelReadResult read = render::read_image_pixels(huge);
  CHECK_FALSE(read.image);
  CHECK_MESSAGE(read.problem.find("MB") != std::string::npos, read.problem);
}
