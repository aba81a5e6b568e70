// SPDX-License-Identifier: MIT
#include "scenes/dungeon/overlay_legend.h"

#include "render/color.h"

namespace scenes {

namespace {

constexpr int kStripHeight = 28;
constexpr int kSwatch = 14;

}  // namespace

OverlayLegend::OverlayLegend(render::Canvas& canvas, const SDL_Rect& map_view, int row, const std::string& title)
    : canvas_(canvas), strip_{map_view.x, map_view.y + row * kStripHeight, map_view.w, kStripHeight} {
  canvas_.fill_rect(strip_, render::colors::palette().panel);
  canvas_.outline_rect(strip_, render::colors::palette().panel_border);
  middle_ = strip_.y + kStripHeight / 2;
  x_ = strip_.x + 12;
  x_ += canvas_.text(title, {x_, middle_ - canvas_.line_height() / 2}, render::colors::palette().accent).x + 12;
}

void OverlayLegend::entry(SDL_Color colour, const std::string& words) {
  canvas_.fill_rect({x_, middle_ - kSwatch / 2, kSwatch, kSwatch}, {colour.r, colour.g, colour.b, 255});
  const core::Point size =
      canvas_.text(words, {x_ + kSwatch + 6, middle_ - canvas_.line_height() / 2}, render::colors::palette().text);
  x_ += kSwatch + 6 + size.x + 18;
}

void OverlayLegend::hint(const std::string& words) {
  const int right = strip_.x + strip_.w - 12;
  if (right - canvas_.measure_text(words).x < x_) return;
  canvas_.text(words, {right, middle_ - canvas_.line_height() / 2}, render::colors::palette().text_dim,
               render::TextSize::Normal, render::Align::Right);
}

}  // namespace scenes
