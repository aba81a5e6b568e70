#pragma once

#include <algorithm>
#include <optional>
#include <string>

#include "game/world/world.h"
#include "render/canvas.h"
#include "scenes/tile_description.h"

namespace scenes {

// The panels around the map: a status bar on top, recent messages and the
// hovered tile's description at the bottom, the monsters in view at the right
// (see monster_panel.h).
namespace hud {

inline constexpr int kTopBarHeight = 40;
inline constexpr int kBottomPanelHeight = 120;  // the bottom panels' height with kMessageLines lines
inline constexpr int kMessageLines = 4;         // the most the bottom panel has room for
// The monsters in view are listed in a column at the right, beside the map
// rather than over it, so nothing around the player is ever hidden.
inline constexpr int kSidePanelWidth = 248;
// What the pointer or the look cursor is on is described at the bottom right, under the side panel.
inline constexpr int kHoverPanelWidth = 480;
inline constexpr SDL_Rect kHoverPanel{render::kLogicalWidth - kHoverPanelWidth,
                                      render::kLogicalHeight - kBottomPanelHeight, kHoverPanelWidth,
                                      kBottomPanelHeight};

// The message strip at the bottom left: as tall as the lines it shows (1..kMessageLines).
constexpr int message_panel_height(int message_lines) {
  const int lines = std::clamp(message_lines, 1, kMessageLines);
  return kBottomPanelHeight - (kMessageLines - lines) * 24;
}

// The map fills the screen between the panels. With fewer message lines it reaches down to
// the shorter message strip, so the map gains what the messages give up; the hover panel
// keeps its height and covers the map's corner beside it (map_hides_under_panels).
constexpr SDL_Rect map_viewport(int message_lines) {
  return {0, kTopBarHeight, render::kLogicalWidth - kSidePanelWidth,
          render::kLogicalHeight - kTopBarHeight - message_panel_height(message_lines)};
}
inline constexpr SDL_Rect kMapViewport = map_viewport(kMessageLines);
inline constexpr SDL_Rect kSidePanel{kMapViewport.x + kMapViewport.w, kTopBarHeight, kSidePanelWidth, kMapViewport.h};

// Whether a point of the map's viewport lies under a panel, where the map is not seen.
constexpr bool map_hides_under_panels(core::Point point) {
  return point.x >= kHoverPanel.x && point.y >= kHoverPanel.y;
}

void draw_top_bar(render::Canvas& canvas, const game::World& world);
// Shows the latest `message_lines` messages (at most kMessageLines) and the hovered tile.
void draw_bottom_panel(render::Canvas& canvas, const game::World& world, const std::optional<TileDescription>& hovered,
                       int message_lines = kMessageLines);

}  // namespace hud

}  // namespace scenes
