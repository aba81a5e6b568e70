// SPDX-License-Identifier: MIT
#pragma once

#include <optional>
#include <vector>

#include "game/model/entity.h"
#include "game/model/player.h"
#include "game/rules/combat.h"

namespace game {

// How many blows it takes to bring `hp` to 0: at best (every roll the
// strongest) and at worst (every roll the weakest). `fewest` is nullopt when
// no roll hurts; `most` is nullopt too when some rolls miss, since misses
// can go on for ever.
struct BlowsToKill {
  std::optional<int> fewest;
  std::optional<int> most;
};
BlowsToKill blows_to_kill(const BlowOdds& odds, int hp);

// How a fight with one monster would go, as the player sees it on hover:
// its bite against the player's defence, the player's blow against its
// defence, and how many of each would end the fight as things stand now.
struct Danger {
  BlowOdds its_blow;
  std::vector<BlowOdds> its_shots;  // each of its projectile abilities, in the order they are listed
  BlowOdds your_blow;
  BlowsToKill to_kill_it;
  BlowsToKill to_kill_you;
};
Danger assess_danger(const Player& player, const Monster& monster, int defence_percent);

}  // namespace game
