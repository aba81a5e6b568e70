// SPDX-License-Identifier: MIT
#include "render/pixel_surface.h"

#include <SDL_image.h>

#include <cstring>

#include "core/file_reader.h"

namespace render {

namespace {

using sprites::Rgba;

// RGBA32 keeps the bytes in r, g, b, a order whatever the machine's
// endianness, which is the order Rgba has in memory.
constexpr Uint32 kPixelFormat = SDL_PIXELFORMAT_RGBA32;
static_assert(sizeof(Rgba) == 4);

std::size_t row_bytes(int width) {
  return static_cast<std::size_t>(width) * sizeof(Rgba);
}

}  // namespace

SurfacePtr surface_from_pixels(const sprites::PixelImage& image) {
  SurfacePtr surface(SDL_CreateRGBSurfaceWithFormat(0, image.width, image.height, 32, kPixelFormat));
  if (!surface) return nullptr;
  auto* rows = static_cast<unsigned char*>(surface->pixels);
  for (int y = 0; y < image.height; ++y) {
    std::memcpy(rows + static_cast<std::ptrdiff_t>(y) * surface->pitch,
                &image.pixels[static_cast<std::size_t>(y) * static_cast<std::size_t>(image.width)],
                row_bytes(image.width));
  }
  return surface;
}

std::optional<sprites::PixelImage> pixels_from_surface(SDL_Surface* surface) {
  SurfacePtr converted(SDL_ConvertSurfaceFormat(surface, kPixelFormat, 0));
  if (!converted) return std::nullopt;
  sprites::PixelImage image(converted->w, converted->h);
  const auto* rows = static_cast<const unsigned char*>(converted->pixels);
  for (int y = 0; y < image.height; ++y) {
    std::memcpy(&image.pixels[static_cast<std::size_t>(y) * static_cast<std::size_t>(image.width)],
                rows + static_cast<std::ptrdiff_t>(y) * converted->pitch, row_bytes(image.width));
  }
  return image;
}

namespace {

PixelReadResult pixels_of_loaded(SurfacePtr loaded) {
  if (!loaded) return {std::nullopt, std::string("cannot read the image: ") + IMG_GetError()};
  std::optional<sprites::PixelImage> image = pixels_from_surface(loaded.get());
  if (!image) return {std::nullopt, std::string("cannot convert the image: ") + SDL_GetError()};
  return {std::move(image), ""};
}

}  // namespace

namespace {

SurfacePtr decode_surface(std::string_view bytes, std::string& problem) {
  SDL_RWops* stream = SDL_RWFromConstMem(bytes.data(), static_cast<int>(bytes.size()));
  if (stream == nullptr) {
    problem = std::string("cannot read the image: ") + SDL_GetError();
    return nullptr;
  }
  SurfacePtr surface(IMG_Load_RW(stream, 1));  // 1: IMG_Load_RW closes the stream
  if (!surface) problem = std::string("cannot read the image: ") + IMG_GetError();
  return surface;
}

}  // namespace

SurfacePtr load_image_surface(const std::filesystem::path& path, std::string& problem) {
  const core::FileRead file = core::read_regular_file(path, kImageFileLimit);
  if (!file.ok()) {
    problem = file.error();
    return nullptr;
  }
  return decode_surface(*file, problem);
}

PixelReadResult read_image_pixels(const std::filesystem::path& path) {
  std::string problem;
  SurfacePtr surface = load_image_surface(path, problem);
  if (!surface) return {std::nullopt, problem};
  return pixels_of_loaded(std::move(surface));
}

PixelReadResult decode_image_pixels(std::string_view bytes) {
  std::string problem;
  SurfacePtr surface = decode_surface(bytes, problem);
  if (!surface) return {std::nullopt, problem};
  return pixels_of_loaded(std::move(surface));
}

std::optional<std::string> save_png(const sprites::PixelImage& image, const std::filesystem::path& path) {
  const SurfacePtr surface = surface_from_pixels(image);
  if (!surface) {
    return "cannot make a " + std::to_string(image.width) + "x" + std::to_string(image.height) +
           " image: " + SDL_GetError();
  }
  if (IMG_SavePNG(surface.get(), path.string().c_str()) != 0) {
    return path.string() + ": cannot write the PNG: " + IMG_GetError();
  }
  return std::nullopt;
}

}  // namespace render
