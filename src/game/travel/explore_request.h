// SPDX-License-Identifier: MIT
#pragma once

#include <optional>

#include "game/travel/stop_rules.h"
#include "game/travel/walk.h"
#include "game/world/world.h"

namespace game {

// The explore command. Exploring walks into whatever waits unseen: with HP
// below the low mark it asks for a second press first, and any turn in
// between asks again.
class ExploreRequest {
 public:
  // The walk a press starts: one that is over at once, asking, when it must ask.
  Walk press(const World& world, const StopSettings& settings);

 private:
  std::optional<int> asked_on_turn_;
};

}  // namespace game
