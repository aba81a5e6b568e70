// SPDX-License-Identifier: MIT
#pragma once

#include <cassert>
#include <vector>

#include "core/point.h"

namespace core {

// A dense width x height grid of values stored row by row.
template <class T>
class Grid {
 public:
  Grid() = default;
  Grid(int width, int height, T fill = T{})
      : width_(width), height_(height), cells_(static_cast<std::size_t>(width) * height, fill) {}

  int width() const { return width_; }
  int height() const { return height_; }
  bool in_bounds(Point p) const { return p.x >= 0 && p.y >= 0 && p.x < width_ && p.y < height_; }

  T& operator[](Point p) { return cells_[index(p)]; }
  const T& operator[](Point p) const { return cells_[index(p)]; }

  void fill(const T& value) { cells_.assign(cells_.size(), value); }

  // Row-major storage, for passes over every cell and for hashing/saving.
  std::vector<T>& cells() { return cells_; }
  const std::vector<T>& cells() const { return cells_; }

  std::size_t index(Point p) const {
    assert(in_bounds(p));
    return static_cast<std::size_t>(p.y) * width_ + p.x;
  }
  Point point_at(std::size_t index) const {
    return {static_cast<int>(index % width_), static_cast<int>(index / width_)};
  }

  friend bool operator==(const Grid&, const Grid&) = default;

 private:
  int width_ = 0;
  int height_ = 0;
  std::vector<T> cells_;
};

}  // namespace core
