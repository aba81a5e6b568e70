// SPDX-License-Identifier: MIT
#include "game/travel/stairs_walk.h"

namespace game {

StairsWalk stairs_walk(const World& world, StairsDirection direction) {
  const Entity* stairs = world.floor().stairs(direction);
  const std::string which = direction == StairsDirection::Up ? "up" : "down";
  if (!stairs) return {std::nullopt, "There are no stairs " + which + " on this floor."};
  if (!world.floor().seen[stairs->position]) {
    return {std::nullopt, "You have not found the stairs " + which + " on this floor yet."};
  }
  if (stairs->position == world.player().position) {
    return {std::nullopt, "You are standing on the stairs " + which + ": step off and back on to take them."};
  }
  return {stairs->position, ""};
}

}  // namespace game
