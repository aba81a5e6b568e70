#pragma once

#include <functional>
#include <optional>
#include <string>

#include "game/travel/walk.h"
#include "game/world/world.h"

namespace scenes {

// A walk the player started (travel, auto-explore, rest), played one step at
// a time slowly enough to follow, so the player sees every tile of it.
class WalkInProgress {
 public:
  // 60 logic ticks a second: a step every third tick is 20 steps a second.
  static constexpr int kTicksPerStep = 3;
  using Perform = std::function<game::TurnReport(const game::Action&)>;

  void start(game::Walk walk);
  void stop() { walk_.reset(); }
  bool active() const { return walk_.has_value(); }

  // Performs the next step when one is due, through `perform`. Returns how
  // the walk ended when it ended on this tick, nullopt while it goes on or
  // when there is no walk.
  std::optional<game::WalkStop> tick(const game::World& world, const Perform& perform);

 private:
  std::optional<game::Walk> walk_;
  int ticks_until_step_ = 0;
};

}  // namespace scenes
