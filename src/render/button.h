// SPDX-License-Identifier: MIT
#pragma once

#include <SDL.h>

#include <string>

#include "core/point.h"
#include "render/canvas.h"
#include "render/input.h"

namespace render {

inline bool contains(const SDL_Rect& rect, core::Point p) {
  return p.x >= rect.x && p.y >= rect.y && p.x < rect.x + rect.w && p.y < rect.y + rect.h;
}

// A clickable labelled rectangle. It draws itself hovered, focused (keyboard)
// or disabled; a disabled button ignores clicks.
struct Button {
  SDL_Rect rect{};
  std::string label;
  bool enabled = true;

  bool hovered_by(core::Point mouse) const { return contains(rect, mouse); }
  bool clicked(const Input& input) const;
  void draw(Canvas& canvas, core::Point mouse, bool focused = false) const;
};

}  // namespace render
