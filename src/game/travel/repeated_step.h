// SPDX-License-Identifier: MIT
#pragma once

#include <optional>

#include "core/point.h"
#include "game/model/entity.h"
#include "game/model/turn_report.h"
#include "game/travel/stop_rules.h"
#include "game/world/world.h"

namespace game {

// A step or a wait that the player repeats by holding its key. The repeats
// follow the walks' stop rules (a monster comes into view, the player is
// hurt, ...: the key must be let go and pressed again), and keep doing what
// the press did: a held step never turns into an attack, and a held attack
// never walks on once its monster is gone.
class RepeatedStep {
 public:
  // The press, about to take `step` (nullopt: a wait). A step onto a trap the player found is taken only
  // when `onto_trap` says the press confirms it; else it stops with the warning (WalkEnd::TrapAhead).
  RepeatedStep(const World& world, std::optional<core::Point> step, bool onto_trap = false);

  // Whether a repeat may act now; false once a stop rule ended the repeats.
  bool may_repeat(const World& world, const StopSettings& settings) const;

  struct Outcome {
    TurnReport report;
    std::optional<WalkStop> stop;  // the rule that ended the repeats, if one did
  };
  // Performs the press or a repeat. A stop is told as a walk tells it ("A Neo
  // Mouse comes into view."); bumping into a wall needs no words.
  Outcome perform(World& world, const StopSettings& settings);
  // The step the press takes (nullopt: a wait).
  std::optional<core::Point> step() const { return step_; }

 private:
  std::optional<core::Point> step_;
  WalkWatch start_;
  std::optional<EntityId> attacking_;  // the monster the press attacked
  bool onto_trap_ = false;
  bool stopped_ = false;
};

}  // namespace game
