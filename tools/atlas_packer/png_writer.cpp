#include "png_writer.h"

#include <SDL.h>
#include <SDL_image.h>

#include <cstring>
#include <memory>

namespace packer {

namespace {

struct SurfaceDeleter {
  void operator()(SDL_Surface* surface) const { SDL_FreeSurface(surface); }
};
using SurfacePtr = std::unique_ptr<SDL_Surface, SurfaceDeleter>;

// RGBA32 keeps the bytes in r, g, b, a order whatever the machine's
// endianness, which is the order Rgba has in memory.
SurfacePtr make_surface(const PixelImage& image) {
  SurfacePtr surface(SDL_CreateRGBSurfaceWithFormat(0, image.width, image.height, 32, SDL_PIXELFORMAT_RGBA32));
  if (!surface) return nullptr;
  static_assert(sizeof(Rgba) == 4);
  const auto row_bytes = static_cast<std::size_t>(image.width) * sizeof(Rgba);
  auto* rows = static_cast<unsigned char*>(surface->pixels);
  for (int y = 0; y < image.height; ++y) {
    std::memcpy(rows + static_cast<std::ptrdiff_t>(y) * surface->pitch,
                &image.pixels[static_cast<std::size_t>(y * image.width)], row_bytes);
  }
  return surface;
}

}  // namespace

std::optional<std::string> save_png(const PixelImage& image, const std::filesystem::path& path) {
  const auto surface = make_surface(image);
  if (!surface) {
    return "cannot make a " + std::to_string(image.width) + "x" + std::to_string(image.height) +
           " image: " + SDL_GetError();
  }
  if (IMG_SavePNG(surface.get(), path.string().c_str()) != 0) {
    return path.string() + ": cannot write the PNG: " + IMG_GetError();
  }
  return std::nullopt;
}

}  // namespace packer
