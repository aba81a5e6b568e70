// SPDX-License-Identifier: MIT
#pragma once

#include <algorithm>
#include <string>

#include "game/world/world.h"

// How many entities of that name stand on the world's current floor.
inline int count_named(const game::World& world, const std::string& name) {
  return static_cast<int>(std::ranges::count_if(world.floor().entities,
                                                [&name](const game::Entity& entity) { return entity.name == name; }));
}
