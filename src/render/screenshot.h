// SPDX-License-Identifier: MIT
#pragma once

#include <ctime>
#include <filesystem>
#include <string>

#include "core/result.h"
#include "render/canvas.h"

namespace render {

// "mouseking-20260130-154502.png" in `folder` for `number` 1, "...-2.png" for 2, and so on.
std::filesystem::path screenshot_path(const std::filesystem::path& folder, std::time_t when, int number);
// The first of those names that no file has yet.
std::filesystem::path free_screenshot_path(const std::filesystem::path& folder, std::time_t when);

// Saves what has been drawn this frame (call before present) as a PNG in
// `folder`, creating the folder if needed, under the first of the names of this
// second that no file has: never over another screenshot, even one another
// game saves at the same moment. Gives the file it wrote, or why none.
core::Result<std::filesystem::path> save_screenshot(const Canvas& canvas, const std::filesystem::path& folder);

}  // namespace render
