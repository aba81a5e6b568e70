// SPDX-License-Identifier: MIT
#pragma once

#include <filesystem>
#include <optional>
#include <string>
#include <string_view>

#include "render/sdl_handles.h"
#include "sprites/pixel_image.h"

namespace render {

// Where plain pixels (sprites::PixelImage) meet SDL surfaces and PNG files.

// An RGBA surface holding `image`; nullptr when SDL cannot make one.
SurfacePtr surface_from_pixels(const sprites::PixelImage& image);

// The pixels of any surface, converted to RGBA.
std::optional<sprites::PixelImage> pixels_from_surface(SDL_Surface* surface);

// A picture read from an image file, or why it could not be read.
struct PixelReadResult {
  std::optional<sprites::PixelImage> image;
  std::string problem;  // in a modder's words, without the file's name
};

// The largest image file the game reads: the atlas of every sprite is far smaller.
inline constexpr std::size_t kImageFileLimit = 64 * 1024 * 1024;

// Reads a PNG (or any format SDL2_image knows) into pixels. The file is read
// like every other (core::read_regular_file): a named pipe, a device or a
// file over kImageFileLimit is refused, never waited on.
PixelReadResult read_image_pixels(const std::filesystem::path& path);

// The same file as an SDL surface, or nullptr with `problem` set.
SurfacePtr load_image_surface(const std::filesystem::path& path, std::string& problem);

// Decodes the bytes of a PNG (or any format SDL2_image knows) into pixels.
PixelReadResult decode_image_pixels(std::string_view bytes);

// Writes `image` as an RGBA PNG; returns what went wrong, or nothing.
std::optional<std::string> save_png(const sprites::PixelImage& image, const std::filesystem::path& path);

}  // namespace render
