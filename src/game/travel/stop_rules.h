// SPDX-License-Identifier: MIT
#pragma once

#include <optional>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include "content/definitions.h"
#include "game/model/turn_report.h"
#include "game/travel/recent_stops.h"
#include "game/world/world.h"

namespace game {

// What a walk (travel, auto-explore, rest) keeps an eye on between its steps.
struct WalkWatch {
  std::set<EntityId> monsters_in_view;
  std::set<EntityId> threats_in_view;  // those of them that threaten the player (walk_threats.h)
  int hp = 0;
  std::vector<content::StatusKind> statuses;
  std::size_t things_carried = 0;  // in the pack and equipped
  int locked_doors = 0;            // on the current floor
};

WalkWatch watch(const World& world);

// Why a walk ended: one of the stop rules below, or the walk's own end.
enum class WalkEnd {
  RunOver,
  FloorChanged,
  MonsterInView,
  ThreatNear,  // a monster the walk went on past threatens now: it woke, or the player came within its reach
  LowHp,
  Hurt,
  Attacked,  // a blow or a shot at the player that missed
  StatusEffect,
  PickedUp,
  DoorOpened,
  Refused,
  Arrived,
  ExploredAll,
  RestedLongest,
  Recovered,
  HpFull,          // a rest with regeneration on
  MonsterNearby,   // rest and auto-explore do not start with a monster in view
  NoRegeneration,  // a rest hurt, with nothing to wait out, in data where HP never comes back by itself
  LowHpAsked,      // auto-explore with HP low asks for a second press first
  NoStairs,        // travel to stairs that are not there, not found yet, or underfoot
  NoKnownWay,
  KeptAway,      // travel towards a monster that keeps its distance, which a walk would chase for ever
  TrapInTheWay,  // auto-explore: what is left lies past a trap the player found
  TrapAhead,     // a key's step onto a found trap, which needs a second press
};

// A walk's end and what the message line says of it: empty when the world's
// own message ("The Micro Mouse bites you for 2.", "Picked up a Key.") has
// said it already.
struct WalkStop {
  WalkStop(WalkEnd end = WalkEnd::Arrived, std::string said = "", std::optional<EntityId> newcomer = std::nullopt)
      : why(end), message(std::move(said)), monster(newcomer) {}

  WalkEnd why;
  std::string message;
  std::optional<EntityId> monster;  // the monster that came into view, for MonsterInView
};

// What the player chose about walks (on the options screen), and what lately stopped one.
struct StopSettings {
  // How the player gives a command, as the walks' messages tell it at a sentence's start:
  // "Press Z or click Explore" (+ " again to explore anyway."), "Press LB" on a controller.
  // A message that would tell an empty one leaves the hint out.
  struct KeyNames {
    std::string explore;
    std::string stairs_up;
  };

  int low_hp_percent = 50;  // a walk stops when HP falls below this share of the most
  // Monsters that need not stop a walk again yet; none when null. Borrowed from whoever
  // starts the walks, which notes each monster that stopped one.
  const RecentStops* recent_stops = nullptr;
  KeyNames keys = {};
};

// "A Neo Mouse comes into view." for the nearest monster in view that threatens the player, was not
// in view when the walk began (`start`) nor harmless in view before this step (`before`), and is news
// by `settings.recent_stops`; "The Litter Mouse wakes up." for one harmless before the step that threatens
// now; else nullopt.
std::optional<WalkStop> monster_came_into_view(const WalkWatch& start, const WalkWatch& before, const World& world,
                                               const StopSettings& settings);

// Whether `hp` is below the low mark the player chose, out of `max_hp`.
bool below_low_mark(int hp, int max_hp, const StopSettings& settings);

// Why a walk stops after a step, or nullopt when it goes on. The rules, first match wins: the run ended; the
// floor changed; a monster came into view that was not in view when the walk
// began (`start`; nothing more to say when the step's report told it as the
// first sight of its kind); HP fell below the low mark; the player was hurt, or struck at and missed; a status
// effect landed; something was picked up; a door was opened; the step was
// refused. `before` is what was watched just before this step.
std::optional<WalkStop> stop_reason(const WalkWatch& start, const WalkWatch& before, const World& world,
                                    const TurnReport& report, const StopSettings& settings);

}  // namespace game
