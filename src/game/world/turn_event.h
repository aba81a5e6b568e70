#pragma once

#include "core/point.h"

namespace game {

// Something that happened on a tile during the latest turn, for the view to
// show briefly (a number rising from a hit, a flash on a miss).
struct TurnEvent {
  enum class Kind { Damage, Miss, Heal };
  Kind kind = Kind::Damage;
  core::Point position;
  int amount = 0;
};

}  // namespace game
