// SPDX-License-Identifier: MIT
#pragma once

#include <doctest/doctest.h>

#include <vector>

#include "render/color.h"
#include "render/headless_canvas.h"

// The headless canvas with the atlas and font the build packs; a test that
// cannot open it stops at once, saying why.
class TestCanvas : public render::HeadlessCanvas {
 public:
  TestCanvas() : HeadlessCanvas(MOUSEKING_TEST_RESOURCE_DIR) { REQUIRE_MESSAGE(error().empty(), error()); }
  explicit TestCanvas(const render::Screen& screen) : HeadlessCanvas(MOUSEKING_TEST_RESOURCE_DIR, screen) {
    REQUIRE_MESSAGE(error().empty(), error());
  }
};

// The pixels of `rect` as drawn so far, row by row, to compare two drawings.
inline std::vector<SDL_Color> block(const TestCanvas& headless, const SDL_Rect& rect) {
  std::vector<SDL_Color> pixels;
  for (int y = rect.y; y < rect.y + rect.h; ++y) {
    for (int x = rect.x; x < rect.x + rect.w; ++x) pixels.push_back(headless.pixel(x, y));
  }
  return pixels;
}

// Whether two colours are the same, alpha aside.
inline bool same_rgb(SDL_Color a, SDL_Color b) {
  return a.r == b.r && a.g == b.g && a.b == b.b;
}

// Whether two blocks show the same colours (alpha aside).
inline bool same(const std::vector<SDL_Color>& a, const std::vector<SDL_Color>& b) {
  if (a.size() != b.size()) return false;
  for (std::size_t i = 0; i < a.size(); ++i) {
    if (a[i].r != b[i].r || a[i].g != b[i].g || a[i].b != b[i].b) return false;
  }
  return true;
}

// Whether `colour` is the accent colour (alpha aside): what highlighted text and outlines are drawn in.
inline bool is_accent(SDL_Color colour) {
  return colour.r == render::colors::palette().accent.r && colour.g == render::colors::palette().accent.g &&
         colour.b == render::colors::palette().accent.b;
}
