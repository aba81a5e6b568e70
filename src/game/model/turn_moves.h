// SPDX-License-Identifier: MIT
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "core/point.h"
#include "game/model/entity.h"

namespace game {

// Who did something, or had it done to them, during an action: the player,
// or a monster named by its id.
struct Actor {
  std::optional<EntityId> monster;  // nullopt: the player

  static Actor player() { return {}; }
  static Actor of(EntityId id) { return {id}; }
  bool is_player() const { return !monster; }
  bool operator==(const Actor&) const = default;
};

// One who changed tile, or floor, during an action.
struct TurnMove {
  Actor who;
  core::Point from;
  core::Point to;
  int from_floor = 0;
  int to_floor = 0;
  // Whether the player saw it on the tile it left when the action began (always for the player).
  bool seen = true;

  bool changed_floor() const { return from_floor != to_floor; }
};

// A blow struck or missed during an action.
struct TurnAttack {
  Actor attacker;
  Actor target;
  core::Point from;  // where the attacker stood
  core::Point to;    // where the target stood
  bool hit = false;
  int damage = 0;
};

// Something that flew during an action: a monster's shot, or what the player threw or shot. The view
// draws it crossing `path` (unless animations are off); the hit itself is in `attacks` and `events`.
struct TurnShot {
  Actor shooter;
  core::Point from;               // where the shooter stood
  std::vector<core::Point> path;  // the tiles it crossed, in order; the last is where it came down
  std::string sprite;             // how it looks in flight
};

// A monster the action killed, as it looked on the tile where it fell.
struct TurnKill {
  EntityId id = 0;
  core::Point position;
  std::string sprite;
  bool seen = true;  // the player saw it fall
};

// Why an action was refused: it did not do what it asked (TurnReport::done is false).
enum class Refusal {
  RunOver,         // the run has ended: nothing acts any more
  Wall,            // a step into a wall, or diagonally between two walls' corners
  Blocked,         // a step into something solid that is neither a monster nor a door
  LockedDoor,      // a locked door, and no key in the pack
  Stunned,         // the player is stunned: the turn passes all the same
  NoSuchItem,      // nothing carried at that place in the pack
  EmptySlot,       // nothing equipped in that slot
  UselessUse,      // using it would do nothing; the message says why
  PackFull,        // taking off a piece with the pack full
  BadAim,          // a throw or shot at the player's own tile, or of something that cannot be thrown
  NoRangedWeapon,  // firing with no ranged weapon wielded
  NoAmmunition,    // firing with none of the weapon's ammunition in the pack
};

}  // namespace game
