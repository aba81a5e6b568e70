// SPDX-License-Identifier: MIT
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "core/line_of_fire.h"
#include "game/model/action.h"
#include "game/world/world.h"
#include "scenes/dungeon/look_cursor.h"
#include "scenes/dungeon/tile_description.h"

namespace scenes {

// What the targeting mode sends: a throw of one of a kind of throwable in the pack, or a shot of the
// wielded ranged weapon (which uses one of its ammunition).
struct Launch {
  bool fire = false;
  std::string definition;  // the item thrown or fired
  std::string name;        // what the hint calls it
  int range = 1;
};

// The ranged weapon's shot, or why there is none ("You wield nothing that fires.").
struct FireChoice {
  std::optional<Launch> launch;
  std::string refusal;
};
FireChoice fire_choice(const game::World& world);
// One throw per kind of throwable in the pack, in the pack's order; none when there is nothing to throw.
std::vector<Launch> throw_choices(const game::World& world);

// What `launch` strikes with, for the hover of a monster while it is aimed; nothing when the pack no
// longer holds it.
std::optional<AimedAttack> aimed_attack(const game::World& world, const Launch& launch);

// The action that sends `launch` at `aim`, or nothing when the pack no longer holds it.
std::optional<game::Action> launch_action(const game::World& world, const Launch& launch, core::Point aim);
// Where it would fly: the same rule the world's throw follows, so the last tile is where it comes down.
core::Flight launch_flight(const game::World& world, const Launch& launch, core::Point aim);

// The aiming of a throw or a shot: a cursor on the map, the launch it aims, and the monsters in view to
// cycle through, nearest first. It knows nothing of keys; the dungeon scene drives it.
class TargetMode {
 public:
  bool active() const { return launch_.has_value(); }
  // Opens on the nearest of `targets` (nearest first), or on `fallback` when there is none.
  void open(Launch launch, const std::vector<core::Point>& targets, core::Point fallback);
  void close() { launch_.reset(); }
  // Only while active.
  const Launch& launch() const { return *launch_; }
  void change_launch(Launch launch) { launch_ = std::move(launch); }
  LookCursor& cursor() { return cursor_; }
  core::Point aim() const { return cursor_.position(); }

 private:
  std::optional<Launch> launch_;
  LookCursor cursor_;
};

}  // namespace scenes
