// SPDX-License-Identifier: MIT
#pragma once

#include <cstdint>
#include <vector>

namespace sprites {

struct Rgba {
  std::uint8_t r = 0, g = 0, b = 0, a = 0;
  bool operator==(const Rgba&) const = default;
};

inline constexpr Rgba kTransparent{};

// A plain row-major RGBA picture. It knows nothing of SDL, so packing and
// scaling can be tested without a display or an image library.
struct PixelImage {
  int width = 0;
  int height = 0;
  std::vector<Rgba> pixels;

  PixelImage() = default;
  PixelImage(int image_width, int image_height);

  Rgba at(int x, int y) const;
  void set(int x, int y, Rgba colour);
};

// Copies `source` into `target` with its top-left corner at (x, y); pixels
// that fall outside `target` are dropped.
void blit(PixelImage& target, const PixelImage& source, int x, int y);

// The `width` x `height` part of `source` whose top-left corner is (x, y);
// what lies outside `source` is transparent.
PixelImage crop(const PixelImage& source, int x, int y, int width, int height);

// `source` enlarged by a whole factor, each pixel becoming a square block, so
// pixel art stays crisp.
PixelImage scale_nearest(const PixelImage& source, int factor);

}  // namespace sprites
