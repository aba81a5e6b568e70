// SPDX-License-Identifier: MIT
#pragma once

#include <SDL.h>

#include <optional>

#include "render/canvas.h"
#include "scenes/dungeon/tile_description.h"

namespace scenes {

// The panel at the bottom right that says what the pointer or the look
// cursor is on: the name (with a monster's HP bar beside it), the facts
// that matter in a fight, then as much of the description as fits. When
// the facts alone need more room than `area` has, the panel grows up from
// it, over the map, to at most `tallest` high, so that no fact is cut.
void draw_hover_panel(render::Canvas& canvas, const SDL_Rect& area, const std::optional<TileDescription>& hovered,
                      int tallest = 0);

}  // namespace scenes
