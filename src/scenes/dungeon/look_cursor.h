// SPDX-License-Identifier: MIT
#pragma once

#include <optional>
#include <vector>

#include "core/point.h"

namespace scenes {

// The keyboard's pointer on the map in look mode: where it is, how the
// movement keys move it, and how it cycles through what is in view. It knows
// nothing of the world; the scene hands it the tiles it may stand on and
// the targets to cycle through.
class LookCursor {
 public:
  void start(core::Point at) { position_ = at; }
  void stop() { position_.reset(); }
  bool active() const { return position_.has_value(); }
  // Where the cursor stands; only while active.
  core::Point position() const { return *position_; }

  // Steps by `step`, staying inside `area` (the tiles on screen).
  void move(core::Point step, const core::Rect& area);
  // Puts the cursor on a tile the mouse points at.
  void place(core::Point tile) { position_ = tile; }
  // Jumps to the target after the one under the cursor, or to the first when
  // the cursor is on none of them; `targets` come nearest first, so repeated
  // presses walk outwards and wrap around. Nothing happens without targets.
  void next(const std::vector<core::Point>& targets);

 private:
  std::optional<core::Point> position_;
};

}  // namespace scenes
