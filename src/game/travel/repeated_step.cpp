// SPDX-License-Identifier: MIT
#include "game/travel/repeated_step.h"

#include <variant>

namespace game {

namespace {

// The living monster on the tile `step` leads to from the player, if any.
std::optional<EntityId> monster_ahead(const World& world, std::optional<core::Point> step) {
  if (!step) return std::nullopt;
  const Entity* entity = world.floor().entity_at(world.player().position + *step);
  if (!entity || !std::holds_alternative<Monster>(entity->kind)) return std::nullopt;
  return entity->id;
}

}  // namespace

RepeatedStep::RepeatedStep(const World& world, std::optional<core::Point> step)
    : step_(step), start_(watch(world)), attacking_(monster_ahead(world, step)) {}

bool RepeatedStep::may_repeat(const World& world, const StopSettings& settings) const {
  if (stopped_) return false;
  // A monster may come into view between two repeats too, not only during one.
  if (monster_came_into_view(start_, world, settings)) return false;
  return monster_ahead(world, step_) == attacking_;
}

RepeatedStep::Outcome RepeatedStep::perform(World& world, const StopSettings& settings) {
  const WalkWatch before = watch(world);
  Outcome outcome{world.perform(step_ ? Action::move(*step_) : Action::wait()), std::nullopt};
  outcome.stop = stop_reason(start_, before, world, outcome.report, settings);
  if (!outcome.stop) return outcome;
  stopped_ = true;
  if (outcome.stop->why != WalkEnd::Refused && !outcome.stop->message.empty()) world.tell(outcome.stop->message);
  return outcome;
}

}  // namespace game
