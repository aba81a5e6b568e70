// SPDX-License-Identifier: MIT
#pragma once

#include <vector>

#include "content/definitions.h"
#include "core/point.h"
#include "core/rng.h"
#include "game/model/floor.h"
#include "game/model/message_log.h"
#include "game/model/player.h"
#include "game/rules/monster_places.h"
#include "game/rules/monster_turn_work.h"

namespace game {

// What made a noise; rules.json says how far each kind carries.
enum class NoiseKind { Step, Fight, Door, Throw };

// How far a noise of `kind` carries, in tiles.
int noise_range(const content::NoiseRanges& ranges, NoiseKind kind);

// How far the player's noise of `kind` carries: a step as their armour's noise_percent makes it, a blow
// as their weapon's; a door and a thrown thing coming down as the rules say.
int player_noise_range(const content::NoiseRanges& ranges, NoiseKind kind, const Player& player);

// The percent chance that a sleeper `distance` tiles (Chebyshev) from a noise of `range` wakes: certain
// within half the range, then falling in even steps to nothing one tile past its end. A range of 0 is
// silent.
int wake_chance(int range, int distance);

// Where a noise or a blow wakes sleepers, and where their waking is told.
struct WakeContext {
  Floor& floor;
  core::Rng& rng;
  MessageLog& messages;
  int turn = 0;
  // Where the monsters stand, during a round of monster turns: a noise then looks only at the monsters
  // within its range, and a waking only beside those it wakes. Elsewhere each looks at every entity.
  const MonsterPlaces* places = nullptr;
  MonsterTurnWork* work = nullptr;  // counted into when a test asks
};

// A noise of `range` made at `at`: each sleeping monster in range rolls its wake_chance (dice are rolled
// only for sleepers in range, and for the listeners below, so a floor without any rolls none), and a
// monster that wakes wakes the sleepers next to it, and they theirs. The woken turn to see what made it:
// `at` becomes where they head. An awake monster unaware of the player, of a kind that searches
// (search_turns), hears it with the same chance and goes to search there. Returns how many woke.
int make_noise(WakeContext& context, core::Point at, int range);

// A blow wakes its target, and the sleepers next to it (as make_noise), with no roll; nothing happens to
// a monster already awake. Returns how many woke.
int wake_by_blow(WakeContext& context, EntityId target);

}  // namespace game
