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

// The trap the player found on the tile `step` leads to, if any.
const Entity* found_trap_ahead(const World& world, std::optional<core::Point> step) {
  if (!step) return nullptr;
  const Entity* trap = world.floor().trap_at(world.player().position + *step);
  return trap && std::get<Trap>(trap->kind).found ? trap : nullptr;
}

}  // namespace

RepeatedStep::RepeatedStep(const World& world, std::optional<core::Point> step, bool onto_trap)
    : step_(step), start_(watch(world)), attacking_(monster_ahead(world, step)), onto_trap_(onto_trap) {}

bool RepeatedStep::may_repeat(const World& world, const StopSettings& settings) const {
  if (stopped_) return false;
  // A monster may come into view between two repeats too, not only during one.
  if (monster_came_into_view(start_, start_, world, settings)) return false;
  // A held key never walks onto a found trap: that takes a press of its own.
  if (found_trap_ahead(world, step_)) return false;
  return monster_ahead(world, step_) == attacking_;
}

RepeatedStep::Outcome RepeatedStep::perform(World& world, const StopSettings& settings) {
  if (const Entity* trap = found_trap_ahead(world, step_); trap && !onto_trap_) {
    stopped_ = true;
    Outcome warned{TurnReport{}, WalkStop{WalkEnd::TrapAhead, "The " + trap->name +
                                                                  " you found lies there: move there again to "
                                                                  "step on it."}};
    world.tell(warned.stop->message);
    return warned;
  }
  const WalkWatch before = watch(world);
  Outcome outcome{world.perform(step_ ? Action::move(*step_) : Action::wait()), std::nullopt};
  outcome.stop = stop_reason(start_, before, world, outcome.report, settings);
  if (!outcome.stop) return outcome;
  stopped_ = true;
  if (outcome.stop->why != WalkEnd::Refused && !outcome.stop->message.empty()) world.tell(outcome.stop->message);
  return outcome;
}

}  // namespace game
