#pragma once

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
inline constexpr int kBottomPanelHeight = 120;
inline constexpr int kMessageLines = 4;  // the most the bottom panel has room for
// The monsters in view are listed in a column at the right, beside the map
// rather than over it, so nothing around the player is ever hidden.
inline constexpr int kSidePanelWidth = 248;
// The map fills the screen between the panels.
inline constexpr SDL_Rect kMapViewport{0, kTopBarHeight, render::kLogicalWidth - kSidePanelWidth,
                                       render::kLogicalHeight - kTopBarHeight - kBottomPanelHeight};
inline constexpr SDL_Rect kSidePanel{kMapViewport.x + kMapViewport.w, kTopBarHeight, kSidePanelWidth, kMapViewport.h};

void draw_top_bar(render::Canvas& canvas, const game::World& world);
// Shows the latest `message_lines` messages (at most kMessageLines) and the hovered tile.
void draw_bottom_panel(render::Canvas& canvas, const game::World& world, const std::optional<TileDescription>& hovered,
                       int message_lines = kMessageLines);

}  // namespace hud

}  // namespace scenes
