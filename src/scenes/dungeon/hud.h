// SPDX-License-Identifier: MIT
#pragma once

#include <algorithm>
#include <optional>
#include <string>

#include "game/world/world.h"
#include "render/canvas.h"
#include "render/screen.h"
#include "scenes/dungeon/tile_description.h"

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
// Every layout below is for a screen of `screen` UI units (Input::screen(), Canvas::size()); the
// default is the design size, the smallest screen there is.
inline constexpr core::Point kDesignScreen{render::kDesignWidth, render::kDesignHeight};

constexpr SDL_Rect hover_panel(core::Point screen = kDesignScreen) {
  return {screen.x - kHoverPanelWidth, screen.y - kBottomPanelHeight, kHoverPanelWidth, kBottomPanelHeight};
}

// The message strip at the bottom left: as tall as the lines it shows (1..kMessageLines).
constexpr int message_panel_height(int message_lines) {
  const int lines = std::clamp(message_lines, 1, kMessageLines);
  return kBottomPanelHeight - (kMessageLines - lines) * 24;
}

// The map fills the screen between the panels. With fewer message lines it reaches down to
// the shorter message strip, so the map gains what the messages give up; the hover panel
// keeps its height and covers the map's corner beside it (map_hides_under_panels).
constexpr SDL_Rect map_viewport(int message_lines, core::Point screen = kDesignScreen) {
  return {0, kTopBarHeight, screen.x - kSidePanelWidth, screen.y - kTopBarHeight - message_panel_height(message_lines)};
}
// The row of buttons under the dungeon's map (see button_bar.h): above the message strip, as
// wide as the map where the hover panel leaves it room, else as far as the hover panel.
inline constexpr int kButtonBarHeight = 46;
constexpr SDL_Rect button_bar(int message_lines, core::Point screen = kDesignScreen) {
  const SDL_Rect map = map_viewport(message_lines, screen);
  const SDL_Rect hover = hover_panel(screen);
  const int y = map.y + map.h - kButtonBarHeight;
  return {map.x, y, y + kButtonBarHeight <= hover.y ? map.w : hover.x - map.x, kButtonBarHeight};
}
// The dungeon's map: what map_viewport leaves above the button bar.
constexpr SDL_Rect dungeon_map_viewport(int message_lines, core::Point screen = kDesignScreen) {
  SDL_Rect map = map_viewport(message_lines, screen);
  map.h -= kButtonBarHeight;
  return map;
}
// The map's area with every message line shown: what stays map whatever the option.
constexpr SDL_Rect full_map_viewport(core::Point screen = kDesignScreen) {
  return map_viewport(kMessageLines, screen);
}
constexpr SDL_Rect side_panel(core::Point screen = kDesignScreen) {
  const SDL_Rect map = full_map_viewport(screen);
  return {map.x + map.w, kTopBarHeight, kSidePanelWidth, map.h};
}

// Whether a point of the map's viewport lies under a panel, where the map is not seen.
constexpr bool map_hides_under_panels(core::Point point, core::Point screen = kDesignScreen) {
  const SDL_Rect hover = hover_panel(screen);
  return point.x >= hover.x && point.y >= hover.y;
}

void draw_top_bar(render::Canvas& canvas, const game::World& world);
// The top bar's right end: "Turn 40   Seed 7", or "Turn 40   Daily 2026-12-07" in a daily run, whose
// date is what players compare it by.
std::string top_bar_clock(const game::World& world);
// Shows the latest `message_lines` messages (at most kMessageLines) and the hovered tile, which lies
// at `pointed` on the screen (see draw_hover_panel).
void draw_bottom_panel(render::Canvas& canvas, const game::World& world, const std::optional<TileDescription>& hovered,
                       int message_lines = kMessageLines, std::optional<SDL_Rect> pointed = std::nullopt);

}  // namespace hud

}  // namespace scenes
