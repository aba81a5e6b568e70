// SPDX-License-Identifier: MIT
#include "render/notice.h"

#include "render/color.h"

namespace render {

namespace {

constexpr int kBarHeight = 30;
constexpr int kPadding = 12;
// Just below the dungeon's top bar, where no scene keeps anything vital.
constexpr int kBarTop = 44;

}  // namespace

void Notice::show(std::string text, bool is_error) {
  text_ = std::move(text);
  is_error_ = is_error;
  ticks_left_ = kShownTicks;
}

void Notice::tick() {
  if (ticks_left_ > 0) --ticks_left_;
}

void Notice::draw(Canvas& canvas) const {
  if (!visible()) return;
  const int screen_width = canvas.size().x;
  const int width = std::min(screen_width - 2 * kPadding, canvas.measure_text(text_, TextSize::Small).x + 2 * kPadding);
  const SDL_Rect bar{(screen_width - width) / 2, kBarTop, width, kBarHeight};
  canvas.fill_rect(bar, colors::palette().panel);
  canvas.outline_rect(bar, is_error_ ? colors::palette().bad : colors::palette().accent);
  const int text_y = bar.y + (kBarHeight - canvas.line_height(TextSize::Small)) / 2;
  canvas.text(text_, {screen_width / 2, text_y}, is_error_ ? colors::palette().bad : colors::palette().text,
              TextSize::Small, Align::Center);
}

}  // namespace render
