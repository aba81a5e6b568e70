// SPDX-License-Identifier: MIT
#include "render/focus_navigation.h"

#include <cstdlib>
#include <limits>

namespace render {

namespace {

// Sideways distance counts this many times more than distance ahead, so the
// next widget in the same row or column wins over a closer one diagonally.
constexpr int kSidewaysWeight = 3;

core::Point centre(const SDL_Rect& rect) {
  return {rect.x + rect.w / 2, rect.y + rect.h / 2};
}

// How far ahead `to` lies from `from` along `direction`, and how far off to the side.
struct Offset {
  int ahead = 0;
  int sideways = 0;
};

Offset offset_along(core::Point from, core::Point to, core::Point direction) {
  const core::Point delta{to.x - from.x, to.y - from.y};
  if (direction.x != 0) return {delta.x * direction.x, std::abs(delta.y)};
  return {delta.y * direction.y, std::abs(delta.x)};
}

}  // namespace

std::optional<std::size_t> nearest_in_direction(const std::vector<SDL_Rect>& rects, std::size_t from,
                                                core::Point direction) {
  if (from >= rects.size() || (direction.x == 0 && direction.y == 0)) return std::nullopt;
  const core::Point start = centre(rects[from]);
  std::optional<std::size_t> best;
  int best_score = std::numeric_limits<int>::max();
  for (std::size_t i = 0; i < rects.size(); ++i) {
    if (i == from) continue;
    const Offset offset = offset_along(start, centre(rects[i]), direction);
    if (offset.ahead <= 0) continue;
    const int score = offset.ahead + kSidewaysWeight * offset.sideways;
    if (score < best_score) {
      best_score = score;
      best = i;
    }
  }
  return best;
}

}  // namespace render
