// SPDX-License-Identifier: MIT
#include <doctest/doctest.h>

#include <bit>
#include <cstdlib>
#include <nlohmann/json.hpp>
#include <set>
#include <utility>

#include "json/document.h"
#include "sprites/atlas_index_json.h"
#include "sprites/atlas_layout.h"

using sprites::kTileSize;
using sprites::layout_atlas;

namespace {

sprites::Sprite solid_sprite(std::string name, sprites::Rgba colour) {
  sprites::Sprite sprite{std::move(name), sprites::PixelImage(kTileSize, kTileSize)};
  for (auto& pixel : sprite.pixels.pixels) pixel = colour;
  return sprite;
}

bool overlaps(const sprites::AtlasSlot& a, const sprites::AtlasSlot& b) {
  return a.x < b.x + kTileSize && b.x < a.x + kTileSize && a.y < b.y + kTileSize && b.y < a.y + kTileSize;
}

}  // namespace

TEST_CASE("the atlas is a power-of-two square-ish image holding every tile") {
  for (const int count : {1, 2, 5, 30, 31, 64, 100}) {
    CAPTURE(count);
    const auto layout = layout_atlas(count, kTileSize);
    CHECK(std::has_single_bit(static_cast<unsigned>(layout.width)));
    CHECK(std::has_single_bit(static_cast<unsigned>(layout.height)));
    CHECK(layout.height <= layout.width);
    REQUIRE(layout.slots.size() == static_cast<std::size_t>(count));
    for (const auto& slot : layout.slots) {
      CHECK(slot.x >= 1);
      CHECK(slot.y >= 1);
      CHECK(slot.x + kTileSize < layout.width);
      CHECK(slot.y + kTileSize < layout.height);
    }
  }
}

TEST_CASE("no two tiles touch, so filtering never bleeds between sprites") {
  const auto layout = layout_atlas(30, kTileSize);
  for (std::size_t i = 0; i < layout.slots.size(); ++i) {
    for (std::size_t j = i + 1; j < layout.slots.size(); ++j) {
      CHECK_FALSE(overlaps(layout.slots[i], layout.slots[j]));
      // More than a tile apart on some axis: a clear pixel lies between.
      const bool apart = std::abs(layout.slots[i].x - layout.slots[j].x) > kTileSize ||
                         std::abs(layout.slots[i].y - layout.slots[j].y) > kTileSize;
      CHECK(apart);
    }
  }
}

TEST_CASE("thirty sprites fit a 128x128 atlas") {
  const auto layout = layout_atlas(30, kTileSize);
  CHECK(layout.width == 128);
  CHECK(layout.height == 128);
}

TEST_CASE("the composed atlas has each sprite's pixels in its slot") {
  const std::vector sprites = {solid_sprite("a", {255, 0, 0, 255}), solid_sprite("b", {0, 255, 0, 255})};
  const auto layout = layout_atlas(2, kTileSize);
  const auto atlas = sprites::compose_atlas(sprites, layout);
  const auto& b_slot = layout.slots[1];
  CHECK(atlas.at(b_slot.x, b_slot.y) == sprites[1].pixels.at(0, 0));
  CHECK(atlas.at(b_slot.x + 15, b_slot.y + 15) == sprites[1].pixels.at(0, 0));
  CHECK(atlas.at(b_slot.x - 1, b_slot.y) == sprites::kTransparent);
  CHECK(atlas.at(0, 0) == sprites::kTransparent);
}

TEST_CASE("the index names every sprite's rectangle and the image") {
  const std::vector sprites = {solid_sprite("floor", {1, 2, 3, 255}), solid_sprite("missing", {4, 5, 6, 255})};
  const auto layout = layout_atlas(2, kTileSize);
  // Read back as the game reads every JSON file: no duplicate keys, every value well formed.
  const json::ParseResult parsed =
      json::read_document(sprites::atlas_index_json(sprites, layout, "atlas.png", kTileSize));
  REQUIRE_MESSAGE(parsed.document, (parsed.error ? parsed.error->message : ""));
  const nlohmann::json& index = parsed.document->root();
  CHECK(index["image"] == "atlas.png");
  CHECK(index["tile_size"] == 16);
  CHECK(index["sprites"]["missing"]["x"] == layout.slots[1].x);
  CHECK(index["sprites"]["missing"]["y"] == layout.slots[1].y);
  CHECK(index["sprites"]["missing"]["w"] == 16);
  CHECK(index["sprites"]["floor"]["h"] == 16);
}

TEST_CASE("a scaled icon repeats each pixel as a square block") {
  auto sprite = solid_sprite("icon", sprites::kTransparent);
  sprite.pixels.set(1, 0, {9, 9, 9, 255});
  const auto icon = sprites::scale_nearest(sprite.pixels, 4);
  CHECK(icon.width == 64);
  CHECK(icon.height == 64);
  CHECK(icon.at(4, 0) == sprites::Rgba{9, 9, 9, 255});
  CHECK(icon.at(7, 3) == sprites::Rgba{9, 9, 9, 255});
  CHECK(icon.at(8, 0) == sprites::kTransparent);
  CHECK(icon.at(4, 4) == sprites::kTransparent);
}
