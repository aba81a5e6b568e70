// SPDX-License-Identifier: MIT
#include <doctest/doctest.h>

#include "render/screen.h"

using core::Point;
using render::screen_for;

TEST_CASE("at 100% one UI unit is one pixel, and a bigger window has more units rather than bigger ones") {
  const render::Screen design = screen_for({1280, 720}, 1, 100);
  CHECK(design.scale == 1.0);
  CHECK(design.size == Point{1280, 720});
  const render::Screen full_hd = screen_for({1920, 1080}, 1, 100);
  CHECK(full_hd.scale == 1.0);
  CHECK(full_hd.size == Point{1920, 1080});
}

TEST_CASE("the UI scale enlarges text and panels, but never past what leaves the design size on screen") {
  const render::Screen large = screen_for({1920, 1080}, 1, 150);
  CHECK(large.scale == 1.5);
  CHECK(large.size == Point{1280, 720});
  // 200% of 1920x1080 would leave 960x540 units, too few for the panels: 150% is the most it fits.
  const render::Screen capped = screen_for({1920, 1080}, 1, 200);
  CHECK(capped.scale == 1.5);
  CHECK(capped.size == Point{1280, 720});
  CHECK(screen_for({2560, 1440}, 1, 200).scale == 2.0);
}

TEST_CASE("a window smaller than the design size draws everything smaller, at its final size") {
  const render::Screen small = screen_for({960, 540}, 1, 100);
  CHECK(small.scale == 0.75);
  CHECK(small.size == Point{1280, 720});
  // Dragged to an odd size: the narrower side decides, and the other gets the room left.
  const render::Screen odd = screen_for({1111, 777}, 1, 100);
  CHECK(odd.size.y >= 720);
  CHECK(odd.size.x == 1280);
  CHECK(odd.pixel_size().x <= 1111);
  CHECK(odd.pixel_size().y <= 777);
}

TEST_CASE("a HiDPI screen doubles the scale, so the same window shows the same layout in twice the pixels") {
  const render::Screen retina = screen_for({2560, 1440}, 2, 100);
  CHECK(retina.scale == 2.0);
  CHECK(retina.size == Point{1280, 720});
  CHECK(retina.pixel_ratio == 2);
}

TEST_CASE("the UI scale is kept within the offered range") {
  CHECK(screen_for({2560, 1440}, 1, 10).scale == 0.75);
  CHECK(screen_for({4000, 3000}, 1, 1000).scale == 2.0);
}

TEST_CASE("rectangles that touch in UI units touch in pixels at any scale") {
  const render::Screen screen = screen_for({1600, 900}, 1, 125);
  for (int x = 0; x < 100; ++x) {
    const SDL_Rect left = screen.to_pixels(SDL_Rect{0, 0, x, 10});
    const SDL_Rect right = screen.to_pixels(SDL_Rect{x, 0, 7, 10});
    CHECK(left.x + left.w == right.x);
  }
  CHECK(screen.to_units(screen.to_pixels(Point{333, 211})) == Point{333, 211});
}

TEST_CASE("a design-size frame sits in the middle of a bigger screen, and at the corner of the design size") {
  CHECK(render::design_frame_origin(screen_for({1920, 1080}, 1, 100)) == Point{320, 180});
  CHECK(render::design_frame_origin(screen_for({1280, 720}, 1, 100)) == Point{0, 0});
  CHECK(render::design_frame_origin(screen_for({960, 540}, 1, 100)) == Point{0, 0});
}

TEST_CASE("a renderer with no pixels yet gets the design screen rather than a division by zero") {
  const render::Screen none = screen_for({0, 0}, 1, 100);
  CHECK(none.size == Point{1280, 720});
  CHECK(none.scale == 1.0);
}
