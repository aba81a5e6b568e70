// SPDX-License-Identifier: MIT
#pragma once

#include "core/point.h"

namespace core {

// The top-left corner, in world pixels, of a view of view_size pixels that centres focus (world pixels)
// while staying inside a map of map_size pixels; along an axis where the map is smaller than the view,
// the map is centred (the result is negative there; an odd leftover pixel goes after the map).
Point camera_origin(Point focus, Point view_size, Point map_size);

}  // namespace core
