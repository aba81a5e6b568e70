// SPDX-License-Identifier: MIT
#include "game/travel/explore_request.h"

#include <string>

namespace game {

Walk ExploreRequest::press(const World& world, const StopSettings& settings) {
  const Player& player = world.player();
  if (!below_low_mark(player.hp, player.stats.max_hp, settings) || asked_on_turn_ == world.turn())
    return Walk::explore(world, settings);
  asked_on_turn_ = world.turn();
  const std::string& how = settings.keys.explore.empty() ? std::string("Press its key") : settings.keys.explore;
  return Walk::asking(world, settings, WalkEnd::LowHpAsked,
                      "Your HP is low (" + std::to_string(player.hp) + " of " + std::to_string(player.stats.max_hp) +
                          "). " + how + " again to explore anyway.");
}

}  // namespace game
