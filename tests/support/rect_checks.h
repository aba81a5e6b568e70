// SPDX-License-Identifier: MIT
#pragma once

#include <SDL.h>

// Whether `inner` lies wholly within `outer`.
inline bool inside(const SDL_Rect& outer, const SDL_Rect& inner) {
  return inner.x >= outer.x && inner.y >= outer.y && inner.x + inner.w <= outer.x + outer.w &&
         inner.y + inner.h <= outer.y + outer.h;
}

// Whether `a` and `b` share a pixel; rectangles that only touch do not.
inline bool overlap(const SDL_Rect& a, const SDL_Rect& b) {
  return a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
}
