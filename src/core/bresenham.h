// SPDX-License-Identifier: MIT
#pragma once

#include <cstdlib>

#include "core/point.h"

namespace core {

// Walks the Bresenham line from one tile toward another, one tile a call, starting with the tile after
// `from`. Sight (line_of_sight.h) and things in flight (line_of_fire.h) follow the same tiles, so what a
// line of sight passes is what a shot along it passes. `from` and `to` must differ.
class BresenhamWalk {
 public:
  BresenhamWalk(Point from, Point to)
      : at_(from),
        dx_(std::abs(to.x - from.x)),
        dy_(-std::abs(to.y - from.y)),
        step_x_(from.x < to.x ? 1 : -1),
        step_y_(from.y < to.y ? 1 : -1),
        error_(dx_ + dy_) {}

  Point next() {
    const int doubled = 2 * error_;
    if (doubled >= dy_) {
      error_ += dy_;
      at_.x += step_x_;
    }
    if (doubled <= dx_) {
      error_ += dx_;
      at_.y += step_y_;
    }
    return at_;
  }

 private:
  Point at_;
  int dx_;
  int dy_;
  int step_x_;
  int step_y_;
  int error_;
};

}  // namespace core
