#pragma once

#include <ctime>
#include <filesystem>
#include <string>

#include "render/canvas.h"

namespace render {

// Where a screenshot went, or why it could not be saved.
struct ScreenshotResult {
  std::filesystem::path file;  // set on success
  std::string error;           // set on failure
};

// "mouseking-20260130-154502.png" in `folder`, or "...-2.png", "-3"... when
// that name is taken, so no screenshot is ever written over.
std::filesystem::path free_screenshot_path(const std::filesystem::path& folder, std::time_t when);

// Saves what has been drawn this frame (call before present) as a PNG in
// `folder`, creating the folder if needed.
ScreenshotResult save_screenshot(const Canvas& canvas, const std::filesystem::path& folder);

}  // namespace render
