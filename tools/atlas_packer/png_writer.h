#pragma once

#include <filesystem>
#include <optional>
#include <string>

#include "pixel_image.h"

namespace packer {

// Writes `image` as an RGBA PNG; returns what went wrong, or nothing.
std::optional<std::string> save_png(const PixelImage& image, const std::filesystem::path& path);

}  // namespace packer
