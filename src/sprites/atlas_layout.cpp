// SPDX-License-Identifier: MIT
#include "sprites/atlas_layout.h"

#include <algorithm>
#include <bit>
#include <cmath>

namespace sprites {

namespace {

constexpr int kPadding = 1;

int power_of_two_at_least(int value) {
  return static_cast<int>(std::bit_ceil(static_cast<unsigned>(std::max(value, 1))));
}

// Pixels needed for `tiles` tiles in a row, padding included.
int span_of(int tiles, int pitch) {
  return kPadding + tiles * pitch;
}

}  // namespace

AtlasLayout layout_atlas(int sprite_count, int tile_size) {
  const int pitch = tile_size + kPadding;
  const int count = std::max(sprite_count, 0);
  const int square_columns = std::max(1, static_cast<int>(std::ceil(std::sqrt(count))));

  AtlasLayout layout;
  layout.width = power_of_two_at_least(span_of(square_columns, pitch));
  // Rounding the width up leaves room; fill it rather than waste it.
  layout.columns = (layout.width - kPadding) / pitch;
  const int rows = (count + layout.columns - 1) / layout.columns;
  layout.height = power_of_two_at_least(span_of(std::max(rows, 1), pitch));
  for (int i = 0; i < count; ++i) {
    layout.slots.push_back({span_of(i % layout.columns, pitch), span_of(i / layout.columns, pitch)});
  }
  return layout;
}

PixelImage compose_atlas(const std::vector<Sprite>& sprites, const AtlasLayout& layout) {
  PixelImage atlas(layout.width, layout.height);
  const auto count = std::min(sprites.size(), layout.slots.size());
  for (std::size_t i = 0; i < count; ++i) {
    blit(atlas, sprites[i].pixels, layout.slots[i].x, layout.slots[i].y);
  }
  return atlas;
}

}  // namespace sprites
