// SPDX-License-Identifier: MIT
#pragma once

#include <cstdint>
#include <optional>
#include <set>
#include <vector>

#include "core/grid.h"
#include "core/point.h"
#include "game/model/floor.h"
#include "game/model/player.h"
#include "game/travel/exploration.h"

namespace game {

// The one rule for exploring a floor, shared by auto-explore and the autoplay
// bot: exploration_goal's choice of goal, walked along a shortest way that is
// kept from one step to the next while nothing the choice rests on has
// changed (the tiles seen, the tiles walkable, the things to pick up, the
// doors to open, where the player stands). Only then does it search again,
// so a walk to a far corner of the floor searches once, not at every step.
// Keeping the goal never makes the walk longer: one step along a shortest
// way brings every other goal at most one step nearer too, so the kept goal
// is still among the nearest.
class ExplorationPlan {
 public:
  // The next step of exploring from where the player stands, over `walkable`
  // (known_walkable, perhaps without some tiles), or nullopt when nothing is
  // left to explore (see exploration_targets). What lies on the `left_alone`
  // tiles is not gone for.
  std::optional<core::Point> next_step(const Floor& floor, const Player& player,
                                       const core::Grid<std::uint8_t>& walkable,
                                       const std::vector<core::Point>& left_alone = {});

 private:
  // Everything the choice of goal and way was made from.
  struct Grounds {
    int floor_number = -1;
    core::Point position;
    core::Grid<std::uint8_t> seen;
    core::Grid<std::uint8_t> walkable;
    ExplorationTargets targets;
    friend bool operator==(const Grounds&, const Grounds&) = default;
  };

  static Grounds grounds_of(const Floor& floor, const Player& player, const core::Grid<std::uint8_t>& walkable,
                            const std::vector<core::Point>& left_alone);
  // Chooses the goal and the way to it from `from` on the grounds kept.
  void choose_again(const Floor& floor, core::Point from);

  Grounds grounds_;
  std::vector<core::Point> way_;  // the tiles still to step on, the next one last
};

}  // namespace game
