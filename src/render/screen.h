// SPDX-License-Identifier: MIT
#pragma once

#include <SDL.h>

#include "core/point.h"

namespace render {

// The smallest screen, in UI units, that every panel and menu is laid out to fit. A window
// bigger than this at the chosen UI scale gets more room (and more of the map), never a
// stretched picture.
inline constexpr int kDesignWidth = 1280;
inline constexpr int kDesignHeight = 720;
// The window cannot be made smaller: below it, text at the design size would be too small to read.
inline constexpr int kMinimumWindowWidth = 960;
inline constexpr int kMinimumWindowHeight = 540;

// The UI scales the options offer, in percent; 100 draws one UI unit as one point of the window.
inline constexpr int kMinUiScale = 75;
inline constexpr int kMaxUiScale = 200;
inline constexpr int kUiScaleStep = 25;
inline constexpr int kDefaultUiScale = 100;

// How the UI units that scenes lay out in map onto the renderer's real pixels. Scenes never
// see pixels, except the map, which draws its 16-pixel art at whole multiples (see MapView).
struct Screen {
  core::Point size{kDesignWidth, kDesignHeight};  // in UI units
  double scale = 1.0;                             // device pixels per UI unit
  int pixel_ratio = 1;                            // device pixels per window point: 2 on a HiDPI screen

  int to_pixels(int units) const;
  core::Point to_pixels(core::Point units) const;
  // Each edge is rounded on its own, so rectangles that touch in UI units touch on screen too.
  SDL_Rect to_pixels(const SDL_Rect& units) const;
  core::Point to_units(core::Point pixels) const;
  core::Point pixel_size() const { return to_pixels(size); }
};

// Where a frame of the design size sits, centred on the screen, in the screen's UI units.
core::Point design_frame_origin(const Screen& screen);

// The screen for a renderer of `drawable` pixels at `ui_scale_percent` (clamped to the offered
// range). The scale is lowered where needed so the design size always fits, which is why
// 960x540 draws at 0.75 whatever the setting.
Screen screen_for(core::Point drawable, int pixel_ratio, int ui_scale_percent);

}  // namespace render
