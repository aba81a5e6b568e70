#include "game/travel/travel_path.h"

#include <variant>

#include "game/travel/exploration.h"
#include "game/travel/route_map.h"

namespace game {

namespace {

bool is_locked_door(const Entity* entity) {
  const auto* door = entity ? std::get_if<Door>(&entity->kind) : nullptr;
  return door && door->locked;
}

}  // namespace

core::Grid<std::uint8_t> walk_tiles(const Floor& floor, const Player& player) {
  core::Grid<std::uint8_t> walkable = known_walkable(floor, carries_key(player));
  for (const Entity& entity : floor.entities) {
    if (std::holds_alternative<Monster>(entity.kind) && floor.visible[entity.position]) walkable[entity.position] = 0;
  }
  return walkable;
}

std::optional<std::vector<core::Point>> travel_path(const Floor& floor, const Player& player, core::Point destination,
                                                    core::PathFinder& finder) {
  if (!floor.is_floor(destination) || !floor.seen[destination]) return std::nullopt;
  if (is_locked_door(floor.entity_at(destination)) && !carries_key(player)) return std::nullopt;
  core::Grid<std::uint8_t> walkable = walk_tiles(floor, player);
  walkable[destination] = 1;  // stairs, a monster to fight or a door to open end the way, never lie on it
  return finder.find_path(walkable, player.position, destination);
}

}  // namespace game
