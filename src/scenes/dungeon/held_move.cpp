// SPDX-License-Identifier: MIT
#include "scenes/dungeon/held_move.h"

namespace scenes {

void HeldMove::pressed(const game::World& world, Command command, std::optional<core::Point> step) {
  state_ = State{command, game::RepeatedStep(world, step)};
}

bool HeldMove::may_repeat(const game::World& world, Command command, const game::StopSettings& settings) const {
  return state_ && state_->command == command && state_->step.may_repeat(world, settings);
}

game::RepeatedStep::Outcome HeldMove::perform(game::World& world, const game::StopSettings& settings) {
  game::RepeatedStep::Outcome outcome = state_->step.perform(world, settings);
  if (outcome.stop) state_.reset();
  return outcome;
}

}  // namespace scenes
