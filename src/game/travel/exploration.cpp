#include "game/travel/exploration.h"

#include <algorithm>
#include <variant>
#include <vector>

#include "game/world/stacks.h"

namespace game {

namespace {

// What the player put down stays where it is: they wanted it gone.
std::vector<core::Point> items_to_pick_up(const World& world, const std::set<EntityId>& left_alone) {
  std::vector<core::Point> items;
  const Floor& floor = world.floor();
  for (const Entity& entity : floor.entities) {
    const bool carried_thing =
        std::holds_alternative<Item>(entity.kind) || std::holds_alternative<Equipment>(entity.kind);
    if (carried_thing && floor.seen[entity.position] && !entity.dropped && !left_alone.contains(entity.id) &&
        can_carry(world.player(), entity))
      items.push_back(entity.position);
  }
  return items;
}

std::vector<core::Point> seen_locked_doors(const Floor& floor) {
  std::vector<core::Point> doors;
  for (const Entity& entity : floor.entities) {
    const auto* door = std::get_if<Door>(&entity.kind);
    if (door && door->locked && floor.seen[entity.position]) doors.push_back(entity.position);
  }
  return doors;
}

}  // namespace

bool carries_key(const Player& player) {
  return std::any_of(player.inventory.begin(), player.inventory.end(), [](const Entity& entity) {
    const auto* item = std::get_if<Item>(&entity.kind);
    return item && item->effect == content::ItemEffect::Unlock;
  });
}

std::optional<core::Point> exploration_step(const World& world, const RouteMap& routes,
                                            const std::set<EntityId>& left_alone) {
  if (const auto step = routes.first_step(items_to_pick_up(world, left_alone))) return step;
  if (carries_key(world.player())) {
    if (const auto step = routes.first_step(seen_locked_doors(world.floor()))) return step;
  }
  return routes.first_step(frontier(world.floor(), routes.walkable()));
}

}  // namespace game
