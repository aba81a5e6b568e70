// SPDX-License-Identifier: MIT
#include "scenes/dungeon/in_view.h"

#include <algorithm>
#include <tuple>
#include <variant>

namespace scenes {

namespace {

bool is_monster(const game::Entity& entity) {
  return std::holds_alternative<game::Monster>(entity.kind);
}

bool is_pickup(const game::Entity& entity) {
  return std::holds_alternative<game::Item>(entity.kind) || std::holds_alternative<game::Equipment>(entity.kind);
}

template <typename Wanted>
std::vector<const game::Entity*> in_view(const game::World& world, Wanted wanted) {
  const game::Floor& floor = world.floor();
  std::vector<const game::Entity*> found;
  for (const game::Entity& entity : floor.entities) {
    if (floor.visible[entity.position] && wanted(entity)) found.push_back(&entity);
  }
  nearest_first(found, world.player().position);
  return found;
}

}  // namespace

std::vector<const game::Entity*> monsters_in_view(const game::World& world) {
  return in_view(world, is_monster);
}

std::vector<const game::Entity*> lookable_in_view(const game::World& world) {
  return in_view(world, [](const game::Entity& entity) { return is_monster(entity) || is_pickup(entity); });
}

void nearest_first(std::vector<const game::Entity*>& entities, core::Point from) {
  const auto order = [from](const game::Entity* entity) {
    const core::Point offset = entity->position - from;
    return std::tuple(core::chebyshev_distance(entity->position, from), offset.x * offset.x + offset.y * offset.y,
                      entity->position.y, entity->position.x, entity->id);
  };
  std::ranges::sort(entities, [&](const game::Entity* a, const game::Entity* b) { return order(a) < order(b); });
}

}  // namespace scenes
