// SPDX-License-Identifier: MIT
#pragma once

#include <cstdint>

#include "core/grid.h"
#include "core/point.h"
#include "core/sight.h"

namespace core {

// One viewer's field of view, computed again whenever the viewer moves: it keeps the
// visible grid between computations and clears only the box the previous one lit, which is
// far smaller than the map when sight is limited by a radius or by walls.
class FieldOfView {
 public:
  FieldOfView() = default;
  // A view of a width x height map that sees nothing yet.
  FieldOfView(int width, int height) : visible_(width, height) {}

  // The tiles seen from origin under `sight` (sight.h) replace the old view.
  // The view takes opaque's size if it had another.
  void compute(const Grid<std::uint8_t>& opaque, Point origin, int radius, const Sight& sight = {});

  // 1 where the viewer sees now, 0 elsewhere.
  std::uint8_t operator[](Point p) const { return visible_[p]; }
  const Grid<std::uint8_t>& grid() const { return visible_; }
  int width() const { return visible_.width(); }
  int height() const { return visible_.height(); }

 private:
  void clear_lit();

  Grid<std::uint8_t> visible_;
  Rect lit_;  // every tile that is 1 lies inside
};

}  // namespace core
