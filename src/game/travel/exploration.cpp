#include "game/travel/exploration.h"

#include <algorithm>
#include <variant>
#include <vector>

namespace game {

namespace {

std::vector<core::Point> items_to_pick_up(const Floor& floor, const Player& player,
                                          const std::set<EntityId>& left_alone) {
  std::vector<core::Point> items;
  if (player.inventory_full()) return items;
  for (const Entity& entity : floor.entities) {
    const bool carried_thing =
        std::holds_alternative<Item>(entity.kind) || std::holds_alternative<Equipment>(entity.kind);
    if (carried_thing && floor.seen[entity.position] && !left_alone.contains(entity.id))
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

std::optional<core::Point> exploration_step(const Floor& floor, const Player& player, const RouteMap& routes,
                                            const std::set<EntityId>& left_alone) {
  if (const auto step = routes.first_step(items_to_pick_up(floor, player, left_alone))) return step;
  if (carries_key(player)) {
    if (const auto step = routes.first_step(seen_locked_doors(floor))) return step;
  }
  return routes.first_step_to_frontier();
}

}  // namespace game
