// SPDX-License-Identifier: MIT
#pragma once

#include "core/sight.h"
#include "game/world/world.h"
#include "render/canvas.h"
#include "scenes/dungeon/map_view.h"

namespace scenes {

// The debug console's `sight` overlay: over the map, the tiles that `overlay` sees from the player's tile
// beside those the game's own rule (rules.json's player sight) sees, within the player's sight radius:
// blue where both see, green where only `overlay` sees, red where only the game's rule does. A strip at
// the top of the map says which is which, in words as well as colours.
void draw_sight_overlay(render::Canvas& canvas, const MapView& map_view, const game::World& world,
                        const core::Sight& overlay);

// "line_of_sight", "ray_cast 16°".
std::string sight_name(const core::Sight& sight);

}  // namespace scenes
