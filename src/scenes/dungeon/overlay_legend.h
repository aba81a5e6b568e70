// SPDX-License-Identifier: MIT
#pragma once

#include <SDL.h>

#include <string>

#include "render/canvas.h"

namespace scenes {

// The strip along the top of the map in which a debug overlay says what its colours mean, as a row of
// swatches and words after a title. Row 0 is the top; a second overlay takes row 1.
class OverlayLegend {
 public:
  OverlayLegend(render::Canvas& canvas, const SDL_Rect& map_view, int row, const std::string& title);

  // One swatch and its words, after the ones before.
  void entry(SDL_Color colour, const std::string& words);
  // Dim words at the strip's right end, when there is room for them.
  void hint(const std::string& words);

 private:
  render::Canvas& canvas_;
  SDL_Rect strip_;
  int middle_;
  int x_;
};

}  // namespace scenes
