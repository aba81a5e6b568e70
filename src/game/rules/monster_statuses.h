// SPDX-License-Identifier: MIT
#pragma once

#include <string>
#include <vector>

#include "content/statuses.h"
#include "game/model/floor.h"

namespace game {

// The statuses the player's throws and shots leave on monsters. A stunned or confused monster loses its
// turns while the status lasts; a poisoned one loses HP at the end of each turn, and poison may kill it.

// Adds a status, or extends it when the monster already has it (never shortens). Returns whether it is new.
bool afflict(Monster& monster, content::StatusKind kind, int turns);

// Whether a status keeps it from acting this turn.
bool held_by_status(const Monster& monster);

// What the end of a turn did to one monster of the floor.
struct MonsterStatusTick {
  EntityId id = 0;
  int poison_damage = 0;  // taken this turn
  std::vector<content::StatusKind> worn_off;
};

// The end of a turn for the monsters of `floor`: poison bites (down to 0 HP: the caller kills it) and
// every status counts down. Only monsters with a status are told, in the floor's order.
std::vector<MonsterStatusTick> tick_monster_statuses(Floor& floor, int poison_damage);

}  // namespace game
