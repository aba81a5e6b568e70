// SPDX-License-Identifier: MIT
#pragma once

#include "game/world/world.h"
#include "render/canvas.h"
#include "scenes/dungeon/map_view.h"

namespace scenes {

// The debug console's `intent` overlay: over every monster of the floor in the view, a square of its
// state's colour (hunting, hunting with a clear shot, fleeing, wandering, asleep) and a line to where it
// is going: at the player while it hunts, to its patrol spot while it wanders. A strip along the top of
// the map, in row `legend_row` (below the sight overlay's when both are on), says what the colours mean.
void draw_intent_overlay(render::Canvas& canvas, const MapView& map_view, const game::World& world, int legend_row);

}  // namespace scenes
