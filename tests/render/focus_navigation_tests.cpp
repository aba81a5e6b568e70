// SPDX-License-Identifier: MIT
#include <doctest/doctest.h>

#include "render/focus_navigation.h"

TEST_CASE("focus moves to the next widget straight ahead, not to a nearer one off to the side") {
  // A row of three, and one just below-right of the first.
  const std::vector<SDL_Rect> rects{{0, 0, 40, 40}, {100, 0, 40, 40}, {200, 0, 40, 40}, {50, 60, 40, 40}};
  CHECK(render::nearest_in_direction(rects, 0, {1, 0}) == 1u);
  CHECK(render::nearest_in_direction(rects, 1, {1, 0}) == 2u);
  CHECK(render::nearest_in_direction(rects, 0, {0, 1}) == 3u);
  CHECK(render::nearest_in_direction(rects, 3, {0, -1}) == 0u);
}

TEST_CASE("focus stays put at an edge, or when asked nonsense") {
  const std::vector<SDL_Rect> rects{{0, 0, 40, 40}, {100, 0, 40, 40}};
  CHECK_FALSE(render::nearest_in_direction(rects, 1, {1, 0}));
  CHECK_FALSE(render::nearest_in_direction(rects, 0, {0, -1}));
  CHECK_FALSE(render::nearest_in_direction(rects, 0, {0, 0}));
  CHECK_FALSE(render::nearest_in_direction(rects, 7, {1, 0}));
}
