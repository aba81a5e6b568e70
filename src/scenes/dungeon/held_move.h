// SPDX-License-Identifier: MIT
#pragma once

#include <optional>

#include "core/point.h"
#include "game/travel/repeated_step.h"
#include "game/world/world.h"
#include "scenes/settings/key_bindings.h"

namespace scenes {

// A movement or wait key held down: which key it is, and the repeated step
// it makes (game::RepeatedStep, which follows the walks' stop rules).
class HeldMove {
 public:
  // `command` went down, about to take `step` (nullopt: a wait).
  void pressed(const game::World& world, Command command, std::optional<core::Point> step);
  // Something else happened (another key, a walk): no repeat until the next press. A warning about a
  // trap ahead stays for the next press, which is the one that may confirm it (see pressed()).
  void forget() { state_.reset(); }
  // Whether a repeat of `command` may act now.
  bool may_repeat(const game::World& world, Command command, const game::StopSettings& settings = {}) const;
  // Performs the press or a repeat; a stop rule that ends the repeats forgets the key.
  game::RepeatedStep::Outcome perform(game::World& world, const game::StopSettings& settings = {});

 private:
  struct State {
    Command command;
    game::RepeatedStep step;
  };
  std::optional<State> state_;
  // The found trap the last press stopped before: the next press, if it steps there, steps on it; any
  // other press forgets it.
  std::optional<core::Point> warned_trap_;
};

}  // namespace scenes
