// SPDX-License-Identifier: MIT
#pragma once

#include <SDL.h>

#include <optional>

#include "render/canvas.h"
#include "scenes/dungeon/tile_description.h"

namespace scenes {

// The panel at the bottom right that says what the pointer or the look cursor is on: the name
// (with a monster's HP bar beside it), the facts that matter in a fight, then its description.
// An entry too long for the panel is read whole in a box over the map, on the half away from
// the tile pointed at (`pointed`, on screen), as Brogue shows a monster's details; the panel then
// keeps the name and the facts it has room for. So a long entry never covers the monster list
// or what it describes, and a short one is never cut.
void draw_hover_panel(render::Canvas& canvas, const SDL_Rect& area, const std::optional<TileDescription>& hovered,
                      const SDL_Rect& map, std::optional<SDL_Rect> pointed);

// Where that box goes within `map` (the map's area above the button bar); none when the entry fits
// the panel. Only an entry longer than the map is tall is still cut, with "...".
std::optional<SDL_Rect> hover_box(render::Canvas& canvas, const SDL_Rect& panel, const TileDescription& hovered,
                                  const SDL_Rect& map, std::optional<SDL_Rect> pointed);

}  // namespace scenes
