#include "render/screenshot.h"

#include <SDL_image.h>

#include <system_error>

namespace render {

std::filesystem::path free_screenshot_path(const std::filesystem::path& folder, std::time_t when) {
  std::tm local{};
  localtime_r(&when, &local);
  char stamp[32] = {};
  std::strftime(stamp, sizeof stamp, "%Y%m%d-%H%M%S", &local);
  const std::string stem = std::string("mouseking-") + stamp;
  std::filesystem::path candidate = folder / (stem + ".png");
  std::error_code ignored;
  for (int number = 2; std::filesystem::exists(std::filesystem::symlink_status(candidate, ignored)); ++number) {
    candidate = folder / (stem + "-" + std::to_string(number) + ".png");
  }
  return candidate;
}

ScreenshotResult save_screenshot(const Canvas& canvas, const std::filesystem::path& folder) {
  std::error_code error;
  std::filesystem::create_directories(folder, error);
  if (error) return {{}, "Could not create " + folder.string() + ": " + error.message()};
  const SurfacePtr pixels = canvas.read_pixels();
  if (!pixels) return {{}, std::string("Could not read the screen: ") + SDL_GetError()};
  const std::filesystem::path file = free_screenshot_path(folder, std::time(nullptr));
  if (IMG_SavePNG(pixels.get(), file.string().c_str()) != 0) {
    return {{}, "Could not write " + file.string() + ": " + IMG_GetError()};
  }
  return {file, {}};
}

}  // namespace render
