// SPDX-License-Identifier: MIT
#include "core/camera.h"

#include <algorithm>

namespace core {

namespace {

// camera_origin along one axis.
int axis_origin(int focus, int view, int map) {
  if (map < view) return -((view - map) / 2);
  return std::clamp(focus - view / 2, 0, map - view);
}

}  // namespace

Point camera_origin(Point focus, Point view_size, Point map_size) {
  return {axis_origin(focus.x, view_size.x, map_size.x), axis_origin(focus.y, view_size.y, map_size.y)};
}

}  // namespace core
