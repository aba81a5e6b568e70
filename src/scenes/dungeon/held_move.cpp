// SPDX-License-Identifier: MIT
#include "scenes/dungeon/held_move.h"

namespace scenes {

void HeldMove::pressed(const game::World& world, Command command, std::optional<core::Point> step) {
  const bool onto_trap = step && warned_trap_ == world.player().position + *step;
  warned_trap_.reset();
  state_ = State{command, game::RepeatedStep(world, step, onto_trap)};
}

bool HeldMove::may_repeat(const game::World& world, Command command, const game::StopSettings& settings) const {
  return state_ && state_->command == command && state_->step.may_repeat(world, settings);
}

game::RepeatedStep::Outcome HeldMove::perform(game::World& world, const game::StopSettings& settings) {
  const std::optional<core::Point> step = state_->step.step();
  game::RepeatedStep::Outcome outcome = state_->step.perform(world, settings);
  if (outcome.stop && outcome.stop->why == game::WalkEnd::TrapAhead && step)
    warned_trap_ = world.player().position + *step;
  if (outcome.stop) state_.reset();
  return outcome;
}

}  // namespace scenes
