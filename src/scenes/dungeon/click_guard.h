// SPDX-License-Identifier: MIT
#pragma once

#include "core/point.h"

namespace scenes {

// A double-click on a monster is two clicks. When the first kills it (or it steps away), the
// second lands on a tile with nobody there and would walk the player forward, out of the
// place they chose to fight from. So a click on the tile a click just attacked, within a
// double-click's time, is let go when no monster stands there any more.
class AttackClickGuard {
 public:
  static constexpr int kDoubleClickTicks = 30;  // half a second of the app's 60 ticks

  void attacked(core::Point tile) {
    tile_ = tile;
    ticks_left_ = kDoubleClickTicks;
  }
  void tick() {
    if (ticks_left_ > 0) --ticks_left_;
  }
  bool swallows(core::Point tile, bool monster_there) const {
    return ticks_left_ > 0 && tile == tile_ && !monster_there;
  }

 private:
  core::Point tile_;
  int ticks_left_ = 0;
};

}  // namespace scenes
