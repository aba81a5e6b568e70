// SPDX-License-Identifier: MIT
#pragma once

#include <optional>
#include <set>
#include <string>
#include <vector>

#include "core/point.h"
#include "game/model/action.h"
#include "game/model/turn_report.h"
#include "game/travel/exploration_plan.h"
#include "game/travel/stop_rules.h"
#include "game/world/world.h"

namespace game {

// A walk of many turns that the player starts with one command: travel to a
// tile, auto-explore, or rest. It is made of the same actions a key press
// makes (Move or Wait, one turn each), so saves, replays and the state hash
// see nothing new. Whoever drives it asks for the next action, performs it
// through World::perform and hands the report back, until the walk is over;
// any key press or click of the player's simply stops asking.
class Walk {
 public:
  // The most turns a rest lasts.
  static constexpr int kLongestRest = 100;
  // The steps a travel towards a monster goes on without getting nearer to it before it gives up.
  static constexpr int kChaseGiveUpSteps = 5;

  static Walk travel(const World& world, core::Point destination, StopSettings settings = {});
  static Walk explore(const World& world, StopSettings settings = {});
  // A walk that ends before its first step, saying why (a command that asks or refuses).
  static Walk asking(const World& world, StopSettings settings, WalkEnd why, std::string message);
  // Travel to the stairs going `direction`; over at once, saying why, when
  // they are not known or the player stands on them (see stairs_walk.h).
  static Walk to_stairs(const World& world, StairsDirection direction, StopSettings settings = {});
  // Waits until the statuses it began with wear off and, when rules.json
  // turns regeneration on, HP is full again; up to kLongestRest turns, the
  // whole of them when there is nothing to wait for.
  static Walk rest(const World& world, StopSettings settings = {});

  // The next action, or nullopt when the walk is over (then ending() says why).
  std::optional<Action> next_action(const World& world);
  // What the world reported of the action next_action gave; may end the walk.
  void after_step(const World& world, const TurnReport& report);

  bool over() const { return ending_.has_value(); }
  // Why the walk ended, and what the message line says of it.
  const WalkStop& ending() const { return *ending_; }
  int steps() const { return steps_; }
  // What the walk has to say while it goes on ("You go on past the Litter Mouse (asleep)."), taken once.
  std::vector<std::string> take_notices();

 private:
  enum class Kind { Travel, Explore, Rest };
  Walk(Kind kind, const World& world, StopSettings settings);

  std::optional<Action> next_travel_step(const World& world);
  std::optional<Action> next_explore_step(const World& world);
  std::optional<Action> next_rest(const World& world);
  std::string explored_all() const;
  std::string rested_longest(const World& world) const;
  std::nullopt_t end(WalkEnd why, std::string message = "");
  std::nullopt_t end(WalkStop stop);
  // Travel towards a monster: moves the destination to where it is now; false once the walk ended.
  bool follow_chased(const World& world);
  void tell_harmless(const World& world);
  bool is_chase_end(const WalkStop& stop) const;

  Kind kind_;
  StopSettings settings_;
  WalkWatch start_;
  WalkWatch before_step_;
  core::Point destination_;
  std::optional<EntityId> chased_;  // the monster a travel walks towards, if it began on one
  int chase_nearest_ = 0;           // the nearest the chased monster has been, in steps (Chebyshev)
  int chase_steps_no_nearer_ = 0;   // the steps since it last came nearer than that
  ExplorationPlan exploring_;
  bool started_with_statuses_ = false;
  bool rests_for_hp_ = false;  // regeneration is on and the rest began below max HP
  int steps_ = 0;
  std::optional<WalkStop> ending_;
  std::set<EntityId> told_harmless_;  // the monsters in view a notice said the walk goes on past
  std::vector<std::string> notices_;
};

}  // namespace game
