// SPDX-License-Identifier: MIT
#pragma once

#include <SDL.h>

#include <string>

#include "render/canvas.h"

namespace scenes {

// A labelled bar: `value` of `maximum` filled in `colour`, the label centred
// on it in `size`, tightened to fit the bar ("1000/1000", then "1000") when it
// is too wide. The HUD's HP and XP, and every monster's HP, use it.
void draw_stat_bar(render::Canvas& canvas, const SDL_Rect& rect, int value, int maximum, SDL_Color colour,
                   const std::string& label, render::TextSize size = render::TextSize::Small);

// The colour of an HP bar: green, turning red at a third or less.
SDL_Color health_colour(int hp, int max_hp);

}  // namespace scenes
