// SPDX-License-Identifier: MIT
#pragma once

#include <string>

#include "render/canvas.h"

namespace render {

// A short line of text the app shows over any scene for a few seconds
// ("Screenshot saved to ..."), kept apart from the run's message log.
class Notice {
 public:
  static constexpr int kShownTicks = 4 * 60;

  void show(std::string text, bool is_error = false);
  // One logic tick passes.
  void tick();
  void draw(Canvas& canvas) const;

  bool visible() const { return ticks_left_ > 0; }
  const std::string& text() const { return text_; }

 private:
  std::string text_;
  bool is_error_ = false;
  int ticks_left_ = 0;
};

}  // namespace render
