// SPDX-License-Identifier: MIT
#include "scenes/dungeon/replay_timeline.h"

#include <algorithm>
#include <string>

#include "render/color.h"
#include "scenes/dungeon/hud.h"

namespace scenes::replay_timeline {

namespace {

constexpr int kTrackMargin = 12;  // as the status line's text, so the ends are easy to hit
constexpr int kTrackHeight = 6;
constexpr int kHandleWidth = 4;
constexpr int kLabelGap = 22;  // the least room between two floor marks for both to be labelled

bool inside(const SDL_Rect& rect, core::Point point) {
  return point.x >= rect.x && point.x < rect.x + rect.w && point.y >= rect.y && point.y < rect.y + rect.h;
}

}  // namespace

Layout lay_out(core::Point screen_size) {
  const SDL_Rect map = hud::full_map_viewport(screen_size);
  const SDL_Rect bar{map.x, map.y + map.h - kStatusHeight - kBarHeight, map.w, kBarHeight};
  const SDL_Rect track{bar.x + kTrackMargin, bar.y + bar.h - kTrackHeight - 4, std::max(1, bar.w - 2 * kTrackMargin),
                       kTrackHeight};
  return {bar, track};
}

std::optional<std::size_t> position_at(const Layout& layout, core::Point point, std::size_t action_count) {
  if (!inside(layout.bar, point)) return std::nullopt;
  return position_along(layout, point.x, action_count);
}

std::size_t position_along(const Layout& layout, int x, std::size_t action_count) {
  const double fraction =
      std::clamp(static_cast<double>(x - layout.track.x) / static_cast<double>(layout.track.w), 0.0, 1.0);
  // Rounded, so the action drawn nearest the pointer is the one it goes to.
  return static_cast<std::size_t>(fraction * static_cast<double>(action_count) + 0.5);
}

int x_of(const Layout& layout, std::size_t position, std::size_t action_count) {
  if (action_count == 0) return layout.track.x;
  const double fraction = static_cast<double>(std::min(position, action_count)) / static_cast<double>(action_count);
  return layout.track.x + static_cast<int>(fraction * static_cast<double>(layout.track.w) + 0.5);
}

void draw(render::Canvas& canvas, const Layout& layout, const std::vector<game::FloorStart>& floors,
          std::size_t position, std::size_t action_count, std::size_t read) {
  const render::Palette& palette = render::colors::palette();
  canvas.fill_rect(layout.bar, palette.panel);
  canvas.fill_rect({layout.bar.x, layout.bar.y, layout.bar.w, 1}, palette.panel_border);
  const SDL_Rect track = layout.track;
  // What is not read yet is a thin line: the track is laid down as the reading goes.
  const int read_x = x_of(layout, read, action_count);
  canvas.fill_rect({read_x, track.y + track.h / 2 - 1, track.x + track.w - read_x, 2}, palette.panel_border);
  canvas.fill_rect({track.x, track.y, read_x - track.x, track.h}, palette.button);
  const int here = x_of(layout, position, action_count);
  canvas.fill_rect({track.x, track.y, here - track.x, track.h}, palette.accent);
  // Where marks crowd, the later floor keeps its number: floor 0 is one room, left in a few steps.
  for (std::size_t i = 0; i < floors.size(); ++i) {
    const int x = x_of(layout, floors[i].position, action_count);
    canvas.fill_rect({x, layout.bar.y + 3, 1, layout.bar.h - 5}, palette.text_dim);
    const bool crowded = i + 1 < floors.size() && x_of(layout, floors[i + 1].position, action_count) - x < kLabelGap;
    if (crowded) continue;
    canvas.text(std::to_string(floors[i].floor), {x + 3, layout.bar.y + 1}, palette.text_dim, render::TextSize::Small);
  }
  canvas.fill_rect({here - kHandleWidth / 2, layout.bar.y + 2, kHandleWidth, layout.bar.h - 4}, palette.text);
}

}  // namespace scenes::replay_timeline
