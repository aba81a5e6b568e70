// SPDX-License-Identifier: MIT
#include "scenes/dungeon/held_move.h"

#include <variant>

namespace scenes {

namespace {

// The living monster on the tile `step` leads to from the player, if any.
std::optional<game::EntityId> monster_ahead(const game::World& world, std::optional<core::Point> step) {
  if (!step) return std::nullopt;
  const game::Entity* entity = world.floor().entity_at(world.player().position + *step);
  if (!entity || !std::holds_alternative<game::Monster>(entity->kind)) return std::nullopt;
  return entity->id;
}

}  // namespace

void HeldMove::pressed(const game::World& world, Command command, std::optional<core::Point> step) {
  state_ = State{command, step, game::watch(world), monster_ahead(world, step)};
}

bool HeldMove::may_repeat(const game::World& world, Command command, const game::StopSettings& settings) const {
  if (!state_ || state_->command != command) return false;
  // A monster may come into view between two repeats too, not only during one.
  if (game::monster_came_into_view(state_->start, world, settings)) return false;
  return monster_ahead(world, state_->step) == state_->attacking;
}

std::optional<game::WalkStop> HeldMove::after(const game::World& world, const game::WalkWatch& before,
                                              const game::TurnReport& report, const game::StopSettings& settings) {
  if (!state_) return std::nullopt;
  std::optional<game::WalkStop> stop = game::stop_reason(state_->start, before, world, report, settings);
  if (stop) state_.reset();
  return stop;
}

}  // namespace scenes
