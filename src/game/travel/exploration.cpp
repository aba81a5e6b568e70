// SPDX-License-Identifier: MIT
#include "game/travel/exploration.h"

#include <algorithm>
#include <variant>
#include <vector>

#include "game/model/stacks.h"

namespace game {

namespace {

// What the player put down stays where it is: they wanted it gone. What they threw came down where it
// flew, and what a thief stole lies where it died: they want those back.
bool wanted_back(const Entity& entity) {
  return !entity.put_down;
}

bool on_stairs(const Floor& floor, core::Point at) {
  return std::ranges::any_of(floor.entities, [at](const Entity& entity) {
    return entity.position == at && std::holds_alternative<Stairs>(entity.kind);
  });
}

// Things that came down on stairs (a throw, a thief's loot) are left there: a step onto stairs takes
// them, so going for the thing would only change floors, and come back for it, for good.
std::vector<core::Point> items_to_pick_up(const Floor& floor, const Player& player) {
  std::vector<core::Point> items;
  for (const Entity& entity : floor.entities) {
    const bool carried_thing =
        std::holds_alternative<Item>(entity.kind) || std::holds_alternative<Equipment>(entity.kind);
    if (carried_thing && floor.seen[entity.position] && wanted_back(entity) && can_carry(player, entity) &&
        !on_stairs(floor, entity.position))
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
    return item && item->traits.effect == content::ItemEffect::Unlock;
  });
}

ExplorationTargets exploration_targets(const Floor& floor, const Player& player) {
  ExplorationTargets targets{items_to_pick_up(floor, player), {}};
  if (carries_key(player)) targets.doors = seen_locked_doors(floor);
  return targets;
}

std::optional<core::Point> exploration_goal(const ExplorationTargets& targets, const RouteMap& routes) {
  if (const auto item = routes.nearest_goal(targets.items)) return item;
  if (const auto door = routes.nearest_goal(targets.doors)) return door;
  return routes.nearest_frontier();
}

}  // namespace game
