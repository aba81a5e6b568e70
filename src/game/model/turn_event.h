// SPDX-License-Identifier: MIT
#pragma once

#include "core/point.h"

namespace game {

// Something that happened on a tile during the latest turn, for the view to
// show briefly (a number rising from a hit, a flash on a miss, the attacker
// lunging at its target).
struct TurnEvent {
  enum class Kind { Damage, Miss, Heal };
  Kind kind = Kind::Damage;
  core::Point position;  // where it happened: the one hit, missed or healed
  int amount = 0;
  core::Point from;  // where the one who did it stood: the attacker; `position` for a heal
};

}  // namespace game
