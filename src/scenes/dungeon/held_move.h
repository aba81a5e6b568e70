// SPDX-License-Identifier: MIT
#pragma once

#include <optional>

#include "core/point.h"
#include "game/travel/stop_rules.h"
#include "game/world/world.h"
#include "scenes/settings/key_bindings.h"

namespace scenes {

// A movement or wait key held down. Its repeats follow the walks' stop rules
// (a monster comes into view, the player is hurt, ...: the key must be let go
// and pressed again), and keep doing what the press did: a held step never
// turns into an attack, and a held attack never walks on once its monster is
// gone.
class HeldMove {
 public:
  // `command` went down, about to take `step` (nullopt: a wait).
  void pressed(const game::World& world, Command command, std::optional<core::Point> step);
  // Something else happened (another key, a walk): no repeat until the next press.
  void forget() { state_.reset(); }
  // Whether a repeat of `command` may act now.
  bool may_repeat(const game::World& world, Command command, const game::StopSettings& settings = {}) const;
  // What the press or a repeat did; `before` is what was watched just before
  // it. Returns the stop rule that ends the repeats, if one did.
  std::optional<game::WalkStop> after(const game::World& world, const game::WalkWatch& before,
                                      const game::TurnReport& report, const game::StopSettings& settings);

 private:
  struct State {
    Command command;
    std::optional<core::Point> step;
    game::WalkWatch start;
    std::optional<game::EntityId> attacking;  // the monster the press attacked
  };
  std::optional<State> state_;
};

}  // namespace scenes
