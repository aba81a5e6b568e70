// SPDX-License-Identifier: MIT
#include "game/travel/exploration_plan.h"

#include <algorithm>

#include "game/travel/exploration.h"
#include "game/travel/route_map.h"

namespace game {

std::optional<core::Point> ExplorationPlan::next_step(const Floor& floor, const Player& player,
                                                      const core::Grid<std::uint8_t>& walkable,
                                                      const std::vector<core::Point>& left_alone) {
  Grounds now = grounds_of(floor, player, walkable, left_alone);
  if (way_.empty() || now != grounds_) {
    grounds_ = std::move(now);
    choose_again(floor, player.position);
  }
  if (way_.empty()) return std::nullopt;
  const core::Point next = way_.back();
  way_.pop_back();
  // The step is expected to land; if it does not, the grounds differ next time and the plan is made again.
  grounds_.position = next;
  return next - player.position;
}

ExplorationPlan::Grounds ExplorationPlan::grounds_of(const Floor& floor, const Player& player,
                                                     const core::Grid<std::uint8_t>& walkable,
                                                     const std::vector<core::Point>& left_alone) {
  ExplorationTargets targets = exploration_targets(floor, player);
  std::erase_if(targets.items, [&](core::Point at) { return std::ranges::find(left_alone, at) != left_alone.end(); });
  return {floor.number, player.position, floor.seen, walkable, std::move(targets)};
}

void ExplorationPlan::choose_again(const Floor& floor, core::Point from) {
  const RouteMap routes(floor, grounds_.walkable, from);
  way_.clear();
  const std::optional<core::Point> goal = exploration_goal(grounds_.targets, routes);
  if (!goal) return;
  way_ = routes.path_to(*goal).value_or(std::vector<core::Point>{});
  std::reverse(way_.begin(), way_.end());
}

}  // namespace game
