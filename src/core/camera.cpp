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

// camera_keeping along one axis: `shown` is [first, first + length).
int axis_keeping(int previous, int first, int length, int focus, int view, int map) {
  if (map < view || length > view) return axis_origin(focus, view, map);
  return std::clamp(std::clamp(previous, first + length - view, first), 0, map - view);
}

}  // namespace

Point camera_origin(Point focus, Point view_size, Point map_size) {
  return {axis_origin(focus.x, view_size.x, map_size.x), axis_origin(focus.y, view_size.y, map_size.y)};
}

Point camera_keeping(Point previous, const Rect& shown, Point focus, Point view_size, Point map_size) {
  return {axis_keeping(previous.x, shown.x, shown.w, focus.x, view_size.x, map_size.x),
          axis_keeping(previous.y, shown.y, shown.h, focus.y, view_size.y, map_size.y)};
}

}  // namespace core
