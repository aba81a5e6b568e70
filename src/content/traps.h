// SPDX-License-Identifier: MIT
#pragma once

#include <string>
#include <vector>

#include "content/int_range.h"
#include "content/statuses.h"
#include "core/enum_table.h"

namespace content {

struct Appearance;

// What a trap does to whoever steps on it: strikes (a snap trap, a gas vent: damage and statuses to
// everyone within its radius), sounds an alarm (a noise that wakes the floor) or teleports them.
enum class TrapEffect { Strike, Alarm, Teleport };
// A trap's "effect" in traps.json.
inline constexpr auto kTrapEffectNames = core::enum_table<TrapEffect>({
    {TrapEffect::Strike, "strike", "Strikes"},
    {TrapEffect::Alarm, "alarm", "Alarm"},
    {TrapEffect::Teleport, "teleport", "Teleport"},
});

// What every trap of a kind is and does: a trap keeps a copy when it is made, as items do.
struct TrapTraits {
  TrapEffect effect = TrapEffect::Strike;
  // The chance, each turn the player stands beside it with it in view, that they notice it.
  int find_percent = 0;
  // A strike's damage (taken in full: armour does not help against a pressure plate), the radius around
  // the trap it also reaches (0: only the one on it), and the statuses it may cause.
  IntRange damage = {};
  int radius = 0;
  std::vector<Infliction> inflicts = {};
  // An alarm's noise, in tiles: sleepers within half of it wake, and the awake come to look.
  int noise = 0;
  friend bool operator==(const TrapTraits&, const TrapTraits&) = default;
};

// How a band's floors get traps: `count` of a kind on each, on `chance` percent of them.
struct FloorTrapRule {
  std::string trap;
  IntRange count{1, 1};
  int chance = 100;
};

}  // namespace content
