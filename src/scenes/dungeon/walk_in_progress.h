// SPDX-License-Identifier: MIT
#pragma once

#include <functional>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "game/travel/walk.h"
#include "game/world/world.h"

namespace scenes {

// A walk the player started (travel, auto-explore, rest), played one step at
// a time slowly enough to follow, so the player sees every tile of it.
class WalkInProgress {
 public:
  static constexpr int kTicksPerSecond = 60;  // the App's logic ticks
  static constexpr int kDefaultStepsPerSecond = 20;
  // Logic ticks between two steps at the default speed.
  static constexpr int kTicksPerStep = kTicksPerSecond / kDefaultStepsPerSecond;
  using Perform = std::function<game::TurnReport(const game::Action&)>;

  // The first step is due at once, so a walk answers its key like a step
  // does; faster than a step a tick, several steps are taken in one tick.
  void start(game::Walk walk, int steps_per_second = kDefaultStepsPerSecond);
  void stop() { walk_.reset(); }
  bool active() const { return walk_.has_value(); }
  // Whole ticks between two steps; 0 when steps come more often than ticks.
  int ticks_per_step() const { return kTicksPerSecond / steps_per_second_; }

  // Performs the steps now due, through `perform`. Returns how the walk ended
  // when it ended on this tick, nullopt while it goes on or when there is no walk.
  std::optional<game::WalkStop> tick(const game::World& world, const Perform& perform);
  // What the walk said while it went on (see Walk::take_notices), taken once; kept past its end.
  std::vector<std::string> take_notices() { return std::exchange(notices_, {}); }

 private:
  std::optional<game::Walk> walk_;
  int steps_per_second_ = kDefaultStepsPerSecond;
  // Steps earned, in sixtieths: each tick earns the speed, a step costs a second's ticks.
  int credit_ = 0;
  std::vector<std::string> notices_;
};

}  // namespace scenes
