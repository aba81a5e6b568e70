// SPDX-License-Identifier: MIT
#pragma once

#include <SDL.h>

#include <optional>
#include <vector>

#include "core/point.h"

namespace render {

// Moves keyboard focus between widgets laid out freely on the canvas: from
// `rects[from]`, the rectangle an arrow key in `direction` ((1,0) right,
// (0,-1) up...) most plausibly means, or nullopt when nothing lies that way.
// Widgets straight ahead win over nearer ones off to the side.
std::optional<std::size_t> nearest_in_direction(const std::vector<SDL_Rect>& rects, std::size_t from,
                                                core::Point direction);

}  // namespace render
