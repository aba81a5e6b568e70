// SPDX-License-Identifier: MIT
#pragma once

#include <cstddef>
#include <optional>

#include "game/travel/travel_map.h"
#include "game/world/world.h"

namespace scenes {

// The travel map of the world as it stands, for the path preview and clicks:
// built again only after the world has changed (an action was taken, or the
// floor changed), so hovering tile after tile costs a walk back, not a search.
class CurrentTravelMap {
 public:
  const game::TravelMap& of(const game::World& world);

 private:
  // What tells one state of the world from the next: every change to a floor
  // or the player is an action, and every action is recorded.
  struct Stamp {
    int floor_number = 0;
    int turn = 0;
    std::size_t actions = 0;
    friend bool operator==(const Stamp&, const Stamp&) = default;
  };

  std::optional<game::TravelMap> map_;
  Stamp stamp_;
};

}  // namespace scenes
