// SPDX-License-Identifier: MIT
#pragma once

#include <optional>
#include <set>
#include <vector>

#include "core/grid.h"
#include "core/point.h"
#include "game/travel/exploration_plan.h"
#include "game/travel/route_map.h"
#include "game/world/world.h"

namespace game {

// A player without hands: each call of act() picks one action from what the
// world shows and performs it. It looks after itself first (antivenom, health
// packs, better equipment), then fights what is next to it (or runs for the
// stairs up from a fight it cannot win), fires or throws at a monster that
// is not yet next to it, closes in on a monster that shoots at it, then walks: to items, through locked
// doors when it has a key, to unexplored places, and finally up the stairs.
// Every choice is a function of the world and the bot's own small memory, so
// the same seed always plays the same game.
class AutoplayBot {
 public:
  // Performs the bot's next action (after any free drops) and returns what the world reported of it.
  TurnReport act(World& world);

 private:
  // Every action goes through here, so act() can hand on the world's report; returns whether it was done.
  bool perform(World& world, const Action& action);
  void note_floor(const World& world);
  bool drink_antivenom(World& world);
  bool heal(World& world);
  bool equip_upgrade(World& world);
  void drop_spare_equipment(World& world);
  bool fight_or_flee(World& world);
  bool shoot_or_throw(World& world);
  bool close_in_on_shooter(World& world);
  bool hold_ground(World& world);
  bool wait_out_confusion(World& world);
  // Walks towards the most wanted goal, never through the `avoid` tiles.
  bool walk(World& world, const std::vector<core::Point>& avoid);
  std::optional<core::Point> next_step(const World& world, const RouteMap& routes);
  bool flee_to_stairs(World& world);
  bool over_floor_budget(const World& world) const;

  TurnReport report_;  // of the latest action performed
  int floor_ = -1;
  int arrived_on_turn_ = 0;
  int waits_in_a_row_ = 0;
  EntityId chased_shooter_ = 0;  // 0: none yet on this floor
  int turns_chasing_shooter_ = 0;
  ExplorationPlan exploring_;
};

}  // namespace game
