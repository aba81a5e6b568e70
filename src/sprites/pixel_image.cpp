// SPDX-License-Identifier: MIT
#include "sprites/pixel_image.h"

#include <cstddef>

namespace sprites {

namespace {

std::size_t index_of(const PixelImage& image, int x, int y) {
  return static_cast<std::size_t>(y) * static_cast<std::size_t>(image.width) + static_cast<std::size_t>(x);
}

bool contains(const PixelImage& image, int x, int y) {
  return x >= 0 && y >= 0 && x < image.width && y < image.height;
}

}  // namespace

PixelImage::PixelImage(int image_width, int image_height)
    : width(image_width),
      height(image_height),
      pixels(static_cast<std::size_t>(image_width) * static_cast<std::size_t>(image_height), kTransparent) {}

Rgba PixelImage::at(int x, int y) const {
  return pixels[index_of(*this, x, y)];
}

void PixelImage::set(int x, int y, Rgba colour) {
  pixels[index_of(*this, x, y)] = colour;
}

void blit(PixelImage& target, const PixelImage& source, int x, int y) {
  for (int sy = 0; sy < source.height; ++sy) {
    for (int sx = 0; sx < source.width; ++sx) {
      if (contains(target, x + sx, y + sy)) {
        target.set(x + sx, y + sy, source.at(sx, sy));
      }
    }
  }
}

PixelImage crop(const PixelImage& source, int x, int y, int width, int height) {
  PixelImage part(width, height);
  blit(part, source, -x, -y);
  return part;
}

PixelImage scale_nearest(const PixelImage& source, int factor) {
  if (factor < 1) factor = 1;
  PixelImage scaled(source.width * factor, source.height * factor);
  for (int y = 0; y < scaled.height; ++y) {
    for (int x = 0; x < scaled.width; ++x) {
      scaled.set(x, y, source.at(x / factor, y / factor));
    }
  }
  return scaled;
}

}  // namespace sprites
