#pragma once

#include <optional>
#include <string>

#include "game/world/world.h"
#include "render/canvas.h"
#include "scenes/tile_description.h"

namespace scenes {

// The panels around the map: a status bar on top, recent messages and the
// hovered tile's description at the bottom.
namespace hud {

inline constexpr int kTopBarHeight = 40;
inline constexpr int kBottomPanelHeight = 120;
inline constexpr int kMessageLines = 4;  // the most the bottom panel has room for
// The map fills the screen between the two panels.
inline constexpr SDL_Rect kMapViewport{0, kTopBarHeight, render::kLogicalWidth,
                                       render::kLogicalHeight - kTopBarHeight - kBottomPanelHeight};

void draw_top_bar(render::Canvas& canvas, const game::World& world);
// Shows the latest `message_lines` messages (at most kMessageLines) and the hovered tile.
void draw_bottom_panel(render::Canvas& canvas, const game::World& world, const std::optional<TileDescription>& hovered,
                       int message_lines = kMessageLines);

// A red-framed panel over the map listing content errors (file:line:col: message).
void draw_content_errors(render::Canvas& canvas, const std::string& errors);

}  // namespace hud

}  // namespace scenes
