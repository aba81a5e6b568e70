// SPDX-License-Identifier: MIT
#pragma once

#include <SDL.h>

#include <cstddef>
#include <optional>
#include <vector>

#include "core/point.h"
#include "game/replay/replay_keyframes.h"
#include "render/canvas.h"

// The replay's timeline: a bar along the bottom of the map, above the status line, from the first action
// to the last, with a mark where each floor begins and a handle where the replay is. A click or a drag
// on it goes to the action under the pointer. Layout and hit-testing here; the replay scene drives it.
namespace scenes::replay_timeline {

inline constexpr int kStatusHeight = 30;  // the status line under the bar
inline constexpr int kBarHeight = 26;     // floor numbers above, the track below

// Where the bar and its track (the part that maps to actions) lie on a screen of `screen_size`.
struct Layout {
  SDL_Rect bar{};
  SDL_Rect track{};
};
Layout lay_out(core::Point screen_size);

// The action a click at `point` goes to: nullopt when the point is not on the bar.
std::optional<std::size_t> position_at(const Layout& layout, core::Point point, std::size_t action_count);
// The action under `x` for a drag, which may leave the bar: clamped to the first and the last.
std::size_t position_along(const Layout& layout, int x, std::size_t action_count);
// Where on the track the replay is after `position` actions.
int x_of(const Layout& layout, std::size_t position, std::size_t action_count);

// `read`: how many actions have been read so far; the track beyond them is drawn fainter.
void draw(render::Canvas& canvas, const Layout& layout, const std::vector<game::FloorStart>& floors,
          std::size_t position, std::size_t action_count, std::size_t read);

}  // namespace scenes::replay_timeline
