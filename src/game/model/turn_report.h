// SPDX-License-Identifier: MIT
#pragma once

#include <functional>
#include <optional>
#include <vector>

#include "game/model/entity.h"
#include "game/model/message_log.h"
#include "game/model/turn_event.h"
#include "game/model/turn_moves.h"
#include "game/model/turn_sound.h"

namespace game {

// What one action did, as the world tells it. Whoever asks the world to act
// (a scene, the replay player, the run keeper, the autoplay bot) reads this
// instead of guessing from turn numbers or message counts.
struct TurnReport {
  bool done = false;                          // the action did what it asked; false when it was refused
  std::optional<Refusal> refusal;             // why not, when it was refused
  bool turn_passed = false;                   // the clock moved on: the action cost a turn
  bool floor_changed = false;                 // the player is on another floor now
  bool run_over = false;                      // this action ended the run (death or victory)
  std::vector<TurnMove> moves;                // who changed tile or floor, in the order they moved
  std::vector<TurnAttack> attacks;            // who struck at whom, in the order the blows fell
  std::vector<TurnShot> shots;                // what flew, in the order it was shot or thrown
  std::vector<TurnKill> kills;                // the monsters that died
  std::vector<TurnEvent> events;              // what happened on which tile, for the view's effects
  std::vector<TurnSound> sounds;              // what the player would hear, in the order it happened
  std::vector<MessageLog::Message> messages;  // what the action told the player, oldest first
  // Monsters whose kind the player saw for the first time in the run, each
  // told in `messages` ("You see a Tough Mouse.").
  std::vector<EntityId> first_sightings;
};

// Hears the report of each action, for whoever keeps track of a run it does not drive.
using TurnListener = std::function<void(const TurnReport&)>;

}  // namespace game
