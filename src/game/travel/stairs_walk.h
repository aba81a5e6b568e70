// SPDX-License-Identifier: MIT
#pragma once

#include <optional>
#include <string>

#include "core/point.h"
#include "game/model/entity.h"
#include "game/world/world.h"

namespace game {

// Where the command "to the stairs up/down" walks: the stairs' tile, or why
// it does not start, in the player's words ("You have not found the stairs
// up on this floor yet."). A rule of travel, so every front end (keys, the
// button bar, a controller) refuses alike.
struct StairsWalk {
  std::optional<core::Point> destination;
  std::string refusal;  // set when there is no destination
};
StairsWalk stairs_walk(const World& world, StairsDirection direction);

}  // namespace game
