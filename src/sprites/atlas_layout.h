// SPDX-License-Identifier: MIT
#pragma once

#include <string>
#include <vector>

#include "sprites/pixel_image.h"
#include "sprites/sprite_source.h"

namespace sprites {

// Where one sprite sits in the atlas image.
struct AtlasSlot {
  int x = 0;
  int y = 0;
};

// A grid of tiles with a transparent pixel between neighbours and around the
// edge, so a scaled or filtered draw never bleeds one sprite into the next.
struct AtlasLayout {
  int width = 0;
  int height = 0;
  int columns = 0;
  std::vector<AtlasSlot> slots;  // One per sprite, in the sprites' order.
};

// Lays out `sprite_count` tiles in a square-ish grid whose image width and
// height are powers of two. The same count always gives the same layout.
AtlasLayout layout_atlas(int sprite_count, int tile_size);

// The atlas picture: each sprite copied into its slot.
PixelImage compose_atlas(const std::vector<Sprite>& sprites, const AtlasLayout& layout);

}  // namespace sprites
