// SPDX-License-Identifier: MIT
#include "core/field_of_view.h"

#include <algorithm>
#include <cstddef>

#include "core/sight.h"

namespace core {

void FieldOfView::compute(const Grid<std::uint8_t>& opaque, Point origin, int radius, const Sight& sight) {
  if (visible_.width() != opaque.width() || visible_.height() != opaque.height()) {
    visible_ = Grid<std::uint8_t>(opaque.width(), opaque.height());
    lit_ = {};
  }
  clear_lit();
  lit_ = light_sight(sight, opaque, origin, radius, visible_);
}

void FieldOfView::clear_lit() {
  for (int y = lit_.y; y < lit_.y + lit_.h; ++y) {
    const auto row_start = visible_.cells().begin() + static_cast<std::ptrdiff_t>(visible_.index({lit_.x, y}));
    std::fill_n(row_start, lit_.w, std::uint8_t{0});
  }
  lit_ = {};
}

}  // namespace core
