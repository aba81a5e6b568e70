// SPDX-License-Identifier: MIT
#include "scenes/dungeon/look_cursor.h"

#include <algorithm>

namespace scenes {

void LookCursor::move(core::Point step, const core::Rect& area) {
  if (!position_ || area.w <= 0 || area.h <= 0) return;
  const core::Point moved = *position_ + step;
  position_ =
      core::Point{std::clamp(moved.x, area.x, area.x + area.w - 1), std::clamp(moved.y, area.y, area.y + area.h - 1)};
}

void LookCursor::next(const std::vector<core::Point>& targets) {
  if (!position_ || targets.empty()) return;
  const auto here = std::ranges::find(targets, *position_);
  position_ = here == targets.end() || here + 1 == targets.end() ? targets.front() : *(here + 1);
}

}  // namespace scenes
