// SPDX-License-Identifier: MIT
#pragma once

#include <map>

#include "game/model/entity.h"

namespace game {

// The monsters that lately stopped a walk, each with how near it was and on which turn. A
// mouse at the edge of view that steps in and out of sight would otherwise stop every
// walk again and again; it is news again once it comes nearer or the quiet turns pass.
class RecentStops {
 public:
  static constexpr int kQuietTurns = 20;

  void note(EntityId monster, int distance, int turn);
  // Whether `monster`, `distance` tiles away on `turn`, is worth stopping a walk for.
  bool is_news(EntityId monster, int distance, int turn) const;

 private:
  struct Stop {
    int distance = 0;
    int turn = 0;
  };
  std::map<EntityId, Stop> stops_;
};

}  // namespace game
