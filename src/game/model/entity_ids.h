// SPDX-License-Identifier: MIT
#pragma once

#include "game/model/entity.h"

namespace game {

// Hands out the ids of one run's entities, each once, so that saves, replays
// and the bot's memory can name an entity for the whole run. The world owns
// it; every floor of the run borrows it to number what is placed there.
class EntityIds {
 public:
  explicit EntityIds(EntityId next = 1) : next_(next) {}

  EntityId take() { return next_++; }
  // The id the next entity will get (what a save stores).
  EntityId next() const { return next_; }
  // After the run's entities were numbered again (see RunLimits::entity_ids).
  void restart(EntityId next) { next_ = next; }

 private:
  EntityId next_;
};

}  // namespace game
