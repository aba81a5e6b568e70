// SPDX-License-Identifier: MIT
#include "scenes/dungeon/current_travel_map.h"

namespace scenes {

const game::TravelMap& CurrentTravelMap::of(const game::World& world) {
  const Stamp now{world.floor_number(), world.turn(), world.actions().size()};
  if (!map_ || now != stamp_) {
    map_.emplace(world.floor(), world.player());
    stamp_ = now;
  }
  return *map_;
}

}  // namespace scenes
