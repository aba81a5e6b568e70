// SPDX-License-Identifier: MIT
#pragma once

#include <optional>
#include <set>
#include <vector>

#include "core/point.h"
#include "game/model/floor.h"
#include "game/model/player.h"
#include "game/travel/route_map.h"

namespace game {

// Whether the player carries something that opens locked doors.
bool carries_key(const Player& player);

// What exploring goes for besides the unseen: the seen items and pieces of
// equipment the pack has room for (a free slot, or a stack they join) that
// the player never dropped (Entity::dropped: what they put down they wanted
// gone), and throwables however they came down (what was thrown is wanted
// back); and, when the player carries a key, the seen locked doors.
struct ExplorationTargets {
  std::vector<core::Point> items;
  std::vector<core::Point> doors;
  friend bool operator==(const ExplorationTargets&, const ExplorationTargets&) = default;
};
ExplorationTargets exploration_targets(const Floor& floor, const Player& player);

// Where exploring goes next: the nearest of the target items; else the
// nearest target door; else the nearest known tile next to one never seen
// (RouteMap::nearest_frontier). Routes go over `routes`, which the caller
// builds from known_walkable, so exploring never uses what the player has not
// seen. nullopt when nothing is left to explore. ExplorationPlan walks it.
std::optional<core::Point> exploration_goal(const ExplorationTargets& targets, const RouteMap& routes);

}  // namespace game
