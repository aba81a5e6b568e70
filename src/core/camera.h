// SPDX-License-Identifier: MIT
#pragma once

#include "core/point.h"

namespace core {

// The top-left corner, in world pixels, of a view of view_size pixels that centres focus (world pixels)
// while staying inside a map of map_size pixels; along an axis where the map is smaller than the view,
// the map is centred (the result is negative there; an odd leftover pixel goes after the map).
Point camera_origin(Point focus, Point view_size, Point map_size);

// The camera of camera_origin that moves as little as it must from `previous` (a top-left corner) to keep
// `shown` (world pixels) wholly in view, so a view does not slide under the pointer at every step; along
// an axis where `shown` is larger than the view it centres `focus` instead, as camera_origin does. Used
// with the player's sight around the player and what is in view, nothing the player sees leaves the screen.
Point camera_keeping(Point previous, const Rect& shown, Point focus, Point view_size, Point map_size);

}  // namespace core
