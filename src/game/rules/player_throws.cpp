// SPDX-License-Identifier: MIT
#include "game/rules/player_throws.h"

#include <algorithm>

namespace game {

namespace {

core::Grid<std::uint8_t> monster_tiles(const Floor& floor) {
  core::Grid<std::uint8_t> monsters(floor.width(), floor.height(), 0);
  for (const Entity& entity : floor.entities) {
    if (std::holds_alternative<Monster>(entity.kind)) monsters[entity.position] = 1;
  }
  return monsters;
}

}  // namespace

core::Flight player_flight(const Floor& floor, core::Point from, core::Point aim, int range) {
  if (!floor.opaque.in_bounds(from) || !floor.opaque.in_bounds(aim)) return {};
  return core::trace_flight(floor.opaque, monster_tiles(floor), from, aim, range);
}

std::vector<EntityId> monsters_in_area(const Floor& floor, core::Point at, int radius) {
  if (radius <= 0) return {};
  const core::Grid<std::uint8_t> nobody(floor.width(), floor.height(), 0);
  std::vector<const Entity*> reached;
  for (const Entity& entity : floor.entities) {
    if (!std::holds_alternative<Monster>(entity.kind)) continue;
    if (core::chebyshev_distance(entity.position, at) > radius) continue;
    if (entity.position == at || core::clear_line_of_fire(floor.opaque, nobody, at, entity.position, radius))
      reached.push_back(&entity);
  }
  std::ranges::sort(reached, [at](const Entity* a, const Entity* b) {
    const int da = core::chebyshev_distance(a->position, at);
    const int db = core::chebyshev_distance(b->position, at);
    return da != db ? da < db : a->id < b->id;
  });
  std::vector<EntityId> ids;
  for (const Entity* entity : reached) ids.push_back(entity->id);
  return ids;
}

const Entity* monster_at(const Floor& floor, core::Point at) {
  for (const Entity& entity : floor.entities) {
    if (entity.position == at && std::holds_alternative<Monster>(entity.kind)) return &entity;
  }
  return nullptr;
}

}  // namespace game
