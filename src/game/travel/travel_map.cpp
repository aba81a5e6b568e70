// SPDX-License-Identifier: MIT
#include "game/travel/travel_map.h"

#include <variant>

#include "game/travel/exploration.h"

namespace game {

namespace {

bool is_locked_door(const Entity* entity) {
  const auto* door = entity ? std::get_if<Door>(&entity->kind) : nullptr;
  return door && door->locked;
}

}  // namespace

core::Grid<std::uint8_t> walk_tiles(const Floor& floor, const Player& player, FoundTraps traps) {
  core::Grid<std::uint8_t> walkable = known_walkable(floor, carries_key(player));
  if (traps == FoundTraps::GoRound) block_found_traps(floor, walkable);
  for (const Entity& entity : floor.entities) {
    if (std::holds_alternative<Monster>(entity.kind) && floor.visible[entity.position]) walkable[entity.position] = 0;
  }
  return walkable;
}

TravelMap::TravelMap(const Floor& floor, const Player& player)
    : floor_(floor), holds_key_(carries_key(player)), routes_(floor, walk_tiles(floor, player), player.position) {}

std::optional<std::vector<core::Point>> TravelMap::path_to(core::Point destination) const {
  if (!floor_.is_floor(destination) || !floor_.seen[destination]) return std::nullopt;
  if (is_locked_door(floor_.entity_at(destination)) && !holds_key_) return std::nullopt;
  // Stairs, a monster to fight or a door to open end the way, never lie on it:
  // the route map reaches such a goal from a walkable tile beside it.
  return routes_.path_to(destination);
}

}  // namespace game
