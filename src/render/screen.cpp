// SPDX-License-Identifier: MIT
#include "render/screen.h"

#include <algorithm>
#include <cmath>

namespace render {

int Screen::to_pixels(int units) const {
  return static_cast<int>(std::lround(units * scale));
}

core::Point Screen::to_pixels(core::Point units) const {
  return {to_pixels(units.x), to_pixels(units.y)};
}

SDL_Rect Screen::to_pixels(const SDL_Rect& units) const {
  const int left = to_pixels(units.x);
  const int top = to_pixels(units.y);
  return {left, top, to_pixels(units.x + units.w) - left, to_pixels(units.y + units.h) - top};
}

// The unit a pixel's centre lies in, so that to_units(to_pixels(u)) is u again.
core::Point Screen::to_units(core::Point pixels) const {
  return {static_cast<int>(std::floor((pixels.x + 0.5) / scale)),
          static_cast<int>(std::floor((pixels.y + 0.5) / scale))};
}

core::Point design_frame_origin(const Screen& screen) {
  return {(screen.size.x - kDesignWidth) / 2, (screen.size.y - kDesignHeight) / 2};
}

Screen screen_for(core::Point drawable, int pixel_ratio, int ui_scale_percent) {
  const int ratio = std::max(1, pixel_ratio);
  const int percent = std::clamp(ui_scale_percent, kMinUiScale, kMaxUiScale);
  const double wanted = ratio * percent / 100.0;
  const double fits =
      std::min(static_cast<double>(drawable.x) / kDesignWidth, static_cast<double>(drawable.y) / kDesignHeight);
  const double scale = std::min(wanted, fits);
  if (scale <= 0) return {{kDesignWidth, kDesignHeight}, 1.0, ratio};
  // Whole units only, and never below the design size however the division rounds.
  const core::Point size{std::max(kDesignWidth, static_cast<int>(std::floor(drawable.x / scale + 1e-9))),
                         std::max(kDesignHeight, static_cast<int>(std::floor(drawable.y / scale + 1e-9)))};
  return {size, scale, ratio};
}

}  // namespace render
