#pragma once

#include <optional>
#include <set>

#include "core/point.h"
#include "game/travel/route_map.h"
#include "game/world/floor.h"
#include "game/world/player.h"

namespace game {

// Whether the player carries something that opens locked doors.
bool carries_key(const Player& player);

// The one rule for exploring a floor, shared by auto-explore and the autoplay
// bot: the first step towards, in this order,
// - the nearest seen item or piece of equipment, when the pack has room and
//   the thing is not one of `left_alone` (what the player dropped);
// - the nearest seen locked door, when the player carries a key;
// - the nearest known tile next to one never seen.
// Routes go over `routes`, which the caller builds from known_walkable, so
// exploring never uses what the player has not seen. nullopt when nothing
// is left to explore.
std::optional<core::Point> exploration_step(const Floor& floor, const Player& player, const RouteMap& routes,
                                            const std::set<EntityId>& left_alone);

}  // namespace game
