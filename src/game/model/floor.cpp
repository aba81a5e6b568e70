// SPDX-License-Identifier: MIT
#include "game/model/floor.h"

#include <algorithm>

#include "core/point.h"

namespace game {

const Entity* Floor::entity_at(core::Point p) const {
  // A solid entity (a monster, a door) stands over anything lying on the tile.
  const Entity* found = nullptr;
  for (const Entity& entity : entities) {
    if (entity.position != p) continue;
    if (entity.solid) return &entity;
    if (!found) found = &entity;
  }
  return found;
}

const Entity* Floor::stairs(StairsDirection direction) const {
  for (const Entity& entity : entities) {
    if (const auto* found = std::get_if<Stairs>(&entity.kind); found && found->direction == direction) return &entity;
  }
  return nullptr;
}

const Entity* Floor::trap_at(core::Point p) const {
  for (const Entity& trap : traps) {
    if (trap.position == p) return &trap;
  }
  return nullptr;
}

Entity* Floor::trap_at(core::Point p) {
  for (Entity& trap : traps) {
    if (trap.position == p) return &trap;
  }
  return nullptr;
}

std::optional<Entity> Floor::take_trap(core::Point p) {
  const auto trap = std::ranges::find(traps, p, &Entity::position);
  if (trap == traps.end()) return std::nullopt;
  Entity taken = std::move(*trap);
  traps.erase(trap);
  return taken;
}

EntityId Floor::place(Entity entity, core::Point position) {
  entity.id = ids->take();
  entity.position = position;
  if (std::holds_alternative<Trap>(entity.kind)) {
    traps.push_back(std::move(entity));
    return traps.back().id;
  }
  const bool changes_sight = blocks_sight(entity);
  entities.push_back(std::move(entity));
  if (changes_sight) refresh_opacity(*this);
  return entities.back().id;
}

bool blocks_sight(const Entity& entity) {
  const auto* door = std::get_if<Door>(&entity.kind);
  return door && door->locked;
}

bool is_remembered(const Floor& floor, const Entity& entity) {
  return !std::holds_alternative<Monster>(entity.kind) && floor.seen[entity.position];
}

void refresh_opacity(Floor& floor) {
  floor.opaque = core::opaque_mask(floor.cells);
  for (const Entity& entity : floor.entities) {
    if (blocks_sight(entity) && floor.cells.in_bounds(entity.position)) floor.opaque[entity.position] = 1;
  }
}

bool squeezes_between_walls(const Floor& floor, core::Point from, core::Point direction) {
  if (direction.x == 0 || direction.y == 0) return false;
  return floor.is_wall(from + core::Point{direction.x, 0}) && floor.is_wall(from + core::Point{0, direction.y});
}

core::Point arrival_on(const Floor& floor, StairsDirection arrive_on) {
  const StairsDirection other = arrive_on == StairsDirection::Up ? StairsDirection::Down : StairsDirection::Up;
  if (const Entity* stairs = floor.stairs(arrive_on)) return arrival_beside(floor, stairs->position);
  // Only a jump outside play (the debug console's `floor`) lands on a floor without the stairs it
  // names, such as floor 0 with no stairs down: the other stairs, then the floor's own start.
  if (const Entity* stairs = floor.stairs(other)) return arrival_beside(floor, stairs->position);
  if (floor.is_floor(floor.player_start)) return floor.player_start;
  for (int y = 0; y < floor.height(); ++y) {
    for (int x = 0; x < floor.width(); ++x) {
      const core::Point tile{x, y};
      if (floor.is_floor(tile) && !floor.entity_at(tile)) return tile;
    }
  }
  return floor.player_start;
}

core::Point arrival_beside(const Floor& floor, core::Point stairs) {
  for (core::Point direction : core::kDirections8) {
    const core::Point beside = stairs + direction;
    if (!floor.is_floor(beside) || floor.entity_at(beside) || squeezes_between_walls(floor, stairs, direction))
      continue;
    return beside;
  }
  return stairs;
}

}  // namespace game
